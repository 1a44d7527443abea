// The line an exploration shows on a terminal while it lasts more than about a second: the
// states seen, the level being expanded and the transitions tried a second, redrawn in place
// a few times a second and erased before anything else is written. Only navrun's own figures
// are on it, never a file's name or a scenario's text.

import ScenarioRunner

/// The `exploring: 12 345 states, depth 7, 98 765 transitions/s` line.
struct ExploreProgressLine {
  /// Whether the line may be shown: on a terminal, outside CI, without TAP.
  var isEnabled: Bool
  /// How long the search runs before the line is shown.
  var delay: Duration
  /// The time since some fixed point, for telling how long the search has run.
  var now: () -> Duration
  /// Writes the line's text to the terminal, unescaped: it holds only navrun's figures.
  var write: (String) -> Void
  private var started: Duration
  private var drawn: Duration?

  /// A line that is never shown.
  static var off: ExploreProgressLine {
    ExploreProgressLine(isEnabled: false, now: { .zero }, write: { _ in })
  }

  /// The least time between two drawings.
  static let interval = Duration.milliseconds(100)

  /// A line for a search that starts now.
  init(
    isEnabled: Bool, delay: Duration = .seconds(1), now: @escaping () -> Duration,
    write: @escaping (String) -> Void
  ) {
    self.isEnabled = isEnabled
    self.delay = delay
    self.now = now
    self.write = write
    started = now()
  }

  /// Starts timing a new search.
  mutating func restart() {
    started = now()
  }

  /// Draws the line for `progress`, when it is due.
  mutating func show(_ progress: ExploreProgress) {
    let text = update(progress)
    if !text.isEmpty { write(text) }
  }

  /// Erases the line, when it is shown.
  mutating func erase() {
    let text = clear()
    if !text.isEmpty { write(text) }
  }

  /// The text that draws the line for `progress`: empty when off, before `delay`, or within
  /// `interval` of the last drawing.
  mutating func update(_ progress: ExploreProgress) -> String {
    guard isEnabled else { return "" }
    let time = now()
    let elapsed = time - started
    guard elapsed >= delay else { return "" }
    if let drawn, time - drawn < Self.interval { return "" }
    drawn = time
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) * 1e-18
    let rate = seconds > 0 ? Int(Double(progress.transitions) / seconds) : 0
    return "\r\u{1B}[Kexploring: \(Self.grouped(progress.states)) states, depth "
      + "\(progress.depth), \(Self.grouped(rate)) transitions/s"
  }

  /// The text that erases the line; empty when it is not shown.
  mutating func clear() -> String {
    guard drawn != nil else { return "" }
    drawn = nil
    return "\r\u{1B}[K"
  }

  /// `12 345`: thousands apart, as the console writes its figures.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += " " }
      text.append(digit)
    }
    return text
  }
}
