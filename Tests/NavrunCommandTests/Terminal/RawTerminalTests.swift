import Foundation
import NavrunTestSupport
import Platform
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal: the test types on its master side; navrun's terminal is its other side.
final class PseudoTerminal: Sendable {
  let master: Int32
  let terminal: Int32

  init() throws {
    guard let openMaster = cFunction("posix_openpt", as: CIntFunction.self),
      let grant = cFunction("grantpt", as: CIntFunction.self),
      let unlock = cFunction("unlockpt", as: CIntFunction.self),
      let name = cFunction("ptsname", as: CNameFunction.self)
    else { throw PseudoTerminalError() }
    let master = openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw PseudoTerminalError() }
    guard grant(master) == 0, unlock(master) == 0, let path = name(master) else {
      close(master)
      throw PseudoTerminalError()
    }
    let terminal = open(path, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      close(master)
      throw PseudoTerminalError()
    }
    self.master = master
    self.terminal = terminal
  }

  deinit {
    close(terminal)
    close(master)
  }

  /// The terminal's settings.
  func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return settings
  }

  /// Whether the terminal is in canonical mode with echo and signal keys, as it starts.
  func isCooked() -> Bool {
    settings().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG)
  }

  /// Whether the terminal is in raw mode.
  func isRaw() -> Bool {
    settings().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
  }

  /// Types `text` as a person at the terminal would.
  func type(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Hangs the terminal up, as closing a terminal window does: the master side is closed,
  /// its descriptor left open on /dev/null (closed in `deinit`, where closing it twice could
  /// close a descriptor another test has opened since).
  func hangUp() {
    let null = open("/dev/null", O_RDWR)
    _ = dup2(null, master)
    close(null)
  }

  /// Presses `key` while `keys` reads, as a person answers a question navrun waits on: once
  /// `nextKey()` has begun, which discards what was typed before.
  ///
  /// A byte typed ahead shows when that is: the key is pressed when it is gone (or after five
  /// seconds, so that a failure cannot hang the tests). Nil when the byte typed ahead cannot be
  /// read without Enter: the terminal is not in raw mode.
  func press(_ key: String, readingWith keys: inout TerminalKeys) -> String? {
    type("~")
    guard Self.hasInput(terminal, within: 5000) else { return nil }
    let typist = Thread { [self] in
      waitUntil { !Self.hasInput(terminal, within: 0) }
      type(key)
    }
    typist.start()
    return keys.nextKey()
  }

  /// What the terminal has echoed (or been sent), waiting up to `milliseconds` for the first
  /// of it and a moment for the rest.
  func echoed(within milliseconds: Int32 = 100) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while Self.hasInput(master, within: bytes.isEmpty ? milliseconds : 100) {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `descriptor` has something to read within `milliseconds`.
  ///
  /// With `select`, since macOS's `poll` does not support devices (it answers POLLNVAL for a
  /// terminal).
  static func hasInput(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
    precondition(descriptor >= 0 && descriptor < 1024, "select takes descriptors below 1024")
    var descriptors = fd_set()
    // FD_SET, which Swift does not import: a bit per descriptor in words of C's `long` on
    // Linux, of 32 bits on Darwin.
    #if canImport(Darwin)
      typealias Word = Int32
    #else
      typealias Word = Int
    #endif
    withUnsafeMutableBytes(of: &descriptors) { bytes in
      let words = bytes.bindMemory(to: Word.self)
      words[Int(descriptor) / Word.bitWidth] |= 1 << (Int(descriptor) % Word.bitWidth)
    }
    var timeout = timeval(
      tv_sec: Int(milliseconds / 1000), tv_usec: .init(milliseconds % 1000 * 1000))
    return select(descriptor + 1, &descriptors, nil, nil, &timeout) > 0
  }
}

struct PseudoTerminalError: Error {}

typealias CIntFunction = @convention(c) (Int32) -> Int32
typealias CNameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

/// A function of the C library looked up by name, as Linux and macOS both have
/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` but Glibc's Swift module leaves them out
/// (they are declared only for `_XOPEN_SOURCE`).
func cFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
  guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else { return nil }
  return unsafeBitCast(symbol, to: type)
}

/// Waits until `condition` holds, for `seconds` at the most; returns whether it holds.
@discardableResult
func waitUntil(seconds: Double = 5, _ condition: () -> Bool) -> Bool {
  for _ in 0..<Int(seconds * 100) {
    if condition() { return true }
    usleep(10_000)
  }
  return condition()
}

/// Whether the child `process` is stopped, without taking its state from whoever waits for it:
/// a shell continues a stopped job only once it has seen it stop.
func isStopped(_ process: pid_t) -> Bool {
  var info = siginfo_t()
  let options = WSTOPPED | WNOHANG | WNOWAIT
  return waitid(P_PID, id_t(process), &info, options) == 0 && info.si_signo == SIGCHLD
}

/// A folder where `a.golden` and `b.golden` are "old" and their pending goldens "new".
func twoPendingGoldens() throws -> TemporaryFolder {
  let folder = try TemporaryFolder()
  for name in ["a", "b"] {
    try folder.write("old\n", to: "\(name).golden")
    try folder.write("new\n", to: "\(name).golden.new")
  }
  return folder
}

/// Raw mode on a real (pseudo-)terminal: keys arrive as they are pressed, unechoed, and the
/// terminal's settings come back.
@Suite struct RawTerminalTests {
  @Test func aKeyArrivesWithoutEnterAndUnechoedAndTheSettingsComeBack() throws {
    let pty = try PseudoTerminal()
    #expect(pty.isCooked())
    let before = pty.settings()
    let key: String? = RawTerminal.run(on: pty.terminal) {
      #expect(pty.isRaw())
      var keys = TerminalKeys(descriptor: pty.terminal)
      return pty.press("a", readingWith: &keys)
    }
    #expect(key == "a")
    #expect(pty.echoed() == "", "the key was echoed")
    #expect(pty.isCooked())
    #expect(pty.settings().c_lflag == before.c_lflag)
  }

  @Test func anArrowKeyIsOneKeyAndControlCIsAKey() throws {
    let pty = try PseudoTerminal()
    let keys: [String?] = RawTerminal.run(on: pty.terminal) {
      var keys = TerminalKeys(descriptor: pty.terminal)
      return ["\u{1B}[A", "\u{03}"].map { pty.press($0, readingWith: &keys) }
    }
    #expect(keys == ["\u{1B}[A", "\u{03}"])
    #expect(pty.isCooked())
  }

  /// `press` types a byte ahead of the key, which `nextKey()` discards.
  @Test func keysPressedBeforeTheQuestionAreDiscarded() throws {
    let pty = try PseudoTerminal()
    let key: String? = RawTerminal.run(on: pty.terminal) {
      var keys = TerminalKeys(descriptor: pty.terminal)
      return pty.press("a", readingWith: &keys)
    }
    #expect(key == "a", "not the \"~\" typed ahead")
  }

  @Test func theSettingsComeBackWhenTheBodyThrows() throws {
    let pty = try PseudoTerminal()
    #expect(throws: PseudoTerminalError.self) {
      try RawTerminal.run(on: pty.terminal) { () throws(PseudoTerminalError) in
        #expect(pty.isRaw())
        throw PseudoTerminalError()
      }
    }
    #expect(pty.isCooked())
  }

  @Test func aHangUpEndsTheInput() throws {
    let pty = try PseudoTerminal()
    let key: String?? = RawTerminal.run(on: pty.terminal) {
      pty.hangUp()
      guard PseudoTerminal.hasInput(pty.terminal, within: 5000) else { return .some("timeout") }
      var keys = TerminalKeys(descriptor: pty.terminal)
      return .some(keys.nextKey())
    }
    #expect(key == .some(nil))
  }

  @Test func theInteractiveReviewReadsTheTerminal() throws {
    let folder = try twoPendingGoldens()
    let pty = try PseudoTerminal()
    // A key typed ahead, before raw mode, is discarded: it cannot answer a question not yet
    // shown. Its echo shows that the terminal has it.
    pty.type("r")
    #expect(pty.echoed(within: 5000) == "r")
    let output = SharedText()
    let typist = Thread {
      output.answer("a", toQuestion: 1, on: pty)
      output.answer("q", toQuestion: 2, on: pty)
      // Should navrun still wait for a key, a hang-up ends it: the test fails, not hangs.
      if !waitUntil({ !pty.isRaw() }) { pty.hangUp() }
    }
    typist.start()
    let code = InteractiveReview(review: GoldenReview(palette: Palette(isEnabled: false))).run(
      paths: [folder.path], keys: nil, terminal: pty.terminal, write: output.append,
      writeError: output.append)
    #expect(code == 1)
    #expect(output.text.hasSuffix("1 accepted, 0 rejected, 0 skipped, 1 not reviewed\n"))
    #expect(folder.read("a.golden") == "new\n")
    #expect(folder.read("b.golden.new") == "new\n")
    #expect(pty.isCooked())
    #expect(pty.echoed() == "", "the keys were echoed")
  }
}

/// What navrun writes, as a person at the terminal sees it from another thread.
final class SharedText: @unchecked Sendable {
  private let lock = NSLock()
  private var written = ""

  var text: String { lock.withLock { written } }

  func append(_ more: String) {
    lock.withLock { written += more }
  }

  /// Presses `key` once navrun has asked its `number`th question, as a person reads before
  /// answering, and again should navrun not take it (it discards keys pressed before it
  /// reads); for about ten seconds at the most, so that a failure cannot hang the tests.
  func answer(_ key: String, toQuestion number: Int, on pty: PseudoTerminal) {
    let questions = { self.text.components(separatedBy: InteractiveReview.prompt).count - 1 }
    waitUntil { questions() >= number }
    for _ in 0..<5 {
      usleep(100_000)
      let before = text.utf8.count
      pty.type(key)
      if waitUntil(seconds: 1, { self.text.utf8.count > before }) { return }
    }
  }
}
