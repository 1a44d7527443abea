import Foundation
import NavrunCommandTestSupport
import Testing

@testable import NavrunCommand
@testable import Platform
@testable import ScenarioRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built binary running `navrun review` with a pseudo-terminal as its standard input and
/// output, and what that terminal has shown.
final class ReviewOnTerminal {
  let pty: PseudoTerminal
  let process = Process()
  var screen = ""

  init(_ folder: String) throws {
    pty = try PseudoTerminal()
    let terminal = FileHandle(fileDescriptor: pty.terminal, closeOnDealloc: false)
    process.executableURL = navrunBinary
    process.arguments = ["review", "--color", "never", folder]
    process.environment = ["PATH": "/usr/bin:/bin"]
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    // navrun gets the mask of signals of the thread that starts it, and a test thread blocks
    // some; a shell starts navrun with none blocked.
    var unblocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&unblocked)
    for number in TerminalSignals.handled { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  /// Reads what navrun shows until its `number`th question (for a few seconds at the most).
  func waitForQuestion(_ number: Int) {
    for _ in 0..<50
    where screen.components(separatedBy: InteractiveReview.prompt).count - 1 < number {
      screen += pty.echoed()
    }
  }

  /// Presses `key` once the question shows, and again should navrun not take it (it discards
  /// keys pressed before it reads); for a few seconds at the most.
  func answer(_ key: String, toQuestion number: Int) {
    waitForQuestion(number)
    for _ in 0..<5 {
      pty.type(key)
      let more = pty.echoed(within: 1000)
      screen += more
      if !more.isEmpty { return }
    }
  }

  /// Waits for navrun to end, for five seconds at the most (then it is killed: the test fails
  /// instead of hanging), and reads the rest of what it shows.
  func waitForExit() {
    if !waitUntil({ !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    screen += pty.echoed()
  }
}

/// `navrun review` as users run it on a terminal.
@Suite struct TerminalReviewEndToEndTests {
  /// main.swift's isatty wiring, raw mode on standard input, and the settings at exit.
  @Test func theBinaryAsksOnATerminalAndGivesItBack() throws {
    let folder = try twoPendingGoldens()
    let review = try ReviewOnTerminal(folder.path)
    review.answer("a", toQuestion: 1)
    review.answer("q", toQuestion: 2)
    review.waitForExit()
    #expect(review.process.terminationStatus == 1)
    #expect(review.screen.hasPrefix("[1/2] CHANGED \(folder.path)/a.golden\r\n"))
    #expect(review.screen.hasSuffix("1 accepted, 0 rejected, 0 skipped, 1 not reviewed\r\n"))
    #expect(folder.read("a.golden") == "new\n")
    #expect(folder.read("b.golden.new") == "new\n")
    #expect(review.pty.isCooked())
  }

  /// `kill` while navrun waits for a key: the terminal gets its settings back, and navrun
  /// still ends by the signal.
  @Test func aSignalThatEndsTheBinaryGivesTheTerminalBack() throws {
    let folder = try twoPendingGoldens()
    let review = try ReviewOnTerminal(folder.path)
    review.waitForQuestion(1)
    #expect(review.pty.isRaw())
    review.process.terminate()
    review.waitForExit()
    #expect(review.process.terminationReason == .uncaughtSignal)
    #expect(review.process.terminationStatus == SIGTERM)
    #expect(review.pty.isCooked())
    #expect(folder.read("a.golden.new") == "new\n")
  }

  /// Signals that no terminal sends but that end a process all the same.
  @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM])
  func everySignalThatEndsTheBinaryGivesTheTerminalBack(number: Int32) throws {
    let folder = try twoPendingGoldens()
    let review = try ReviewOnTerminal(folder.path)
    review.waitForQuestion(1)
    #expect(review.pty.isRaw())
    kill(review.process.processIdentifier, number)
    review.waitForExit()
    #expect(review.process.terminationReason == .uncaughtSignal)
    #expect(review.process.terminationStatus == number)
    #expect(review.pty.isCooked())
  }

  /// Stopped, navrun leaves the terminal cooked for the shell; continued, it is raw again and
  /// the review goes on.
  @Test func aStoppedBinaryGivesTheTerminalBackUntilItContinues() throws {
    let folder = try twoPendingGoldens()
    let review = try ReviewOnTerminal(folder.path)
    review.waitForQuestion(1)
    #expect(review.pty.isRaw())
    kill(review.process.processIdentifier, SIGTSTP)
    #expect(waitUntil({ review.pty.isCooked() }))
    // Continued before it has stopped, navrun would stop after and stay stopped.
    #expect(waitUntil({ isStopped(review.process.processIdentifier) }))
    kill(review.process.processIdentifier, SIGCONT)
    #expect(waitUntil({ review.pty.isRaw() }))
    review.answer("q", toQuestion: 1)
    review.waitForExit()
    #expect(review.process.terminationStatus == 1)
    #expect(review.pty.isCooked())
  }
}
