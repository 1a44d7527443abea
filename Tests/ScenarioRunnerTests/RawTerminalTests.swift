import Foundation
import Testing

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
  static func hasInput(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) == 1
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

/// Raw mode on a real (pseudo-)terminal: keys arrive as they are pressed, unechoed, and the
/// terminal's settings come back.
@Suite struct RawTerminalTests {
  @Test func aKeyArrivesWithoutEnterAndUnechoedAndTheSettingsComeBack() throws {
    let pty = try PseudoTerminal()
    #expect(pty.isCooked())
    let before = pty.settings()
    let key: String? = RawTerminal.run(on: pty.terminal) {
      #expect(pty.isRaw())
      pty.type("a")
      // In canonical mode nothing would be readable before Enter.
      guard PseudoTerminal.hasInput(pty.terminal, within: 5000) else { return nil }
      var keys = TerminalKeys(descriptor: pty.terminal)
      return keys.nextKey()
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
      return ["\u{1B}[A", "\u{03}"].map { typed in
        pty.type(typed)
        guard PseudoTerminal.hasInput(pty.terminal, within: 5000) else { return nil }
        return keys.nextKey()
      }
    }
    #expect(keys == ["\u{1B}[A", "\u{03}"])
    #expect(pty.isCooked())
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
    let folder = try TemporaryFolder()
    for name in ["a", "b"] {
      try folder.write("old\n", to: "\(name).golden")
      try folder.write("new\n", to: "\(name).golden.new")
    }
    let pty = try PseudoTerminal()
    // A key typed ahead, before raw mode, is discarded: it cannot answer a question not yet
    // shown. Its echo shows that the terminal has it.
    pty.type("r")
    #expect(pty.echoed(within: 5000) == "r")
    let accepted = folder.path + "/a.golden"
    let typist = Thread {
      // Each key once navrun waits for it, as a person answers what is shown; waiting at
      // most five seconds, so that a failure cannot hang the tests.
      for _ in 0..<500 where !pty.isRaw() { usleep(10_000) }
      pty.type("a")
      for _ in 0..<500 where FileManager.default.contents(atPath: accepted) != Data("new\n".utf8) {
        usleep(10_000)
      }
      pty.type("q")
    }
    typist.start()
    var output = ""
    let code = InteractiveReview(review: GoldenReview(palette: Palette(isEnabled: false))).run(
      paths: [folder.path], keys: nil, terminal: pty.terminal, write: { output += $0 },
      writeError: { output += $0 })
    #expect(code == 1)
    #expect(output.hasSuffix("1 accepted, 0 rejected, 0 skipped, 1 not reviewed\n"))
    #expect(folder.read("a.golden") == "new\n")
    #expect(folder.read("b.golden.new") == "new\n")
    #expect(pty.isCooked())
    #expect(pty.echoed() == "", "the keys were echoed")
  }
}
