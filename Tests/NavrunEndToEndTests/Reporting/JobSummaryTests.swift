import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

/// A job summary that cannot be written whole is not left half-written: what later steps add
/// must not render inside a torn block.
@Suite struct JobSummaryTests {
  @Test func aSummaryThatCannotBeWrittenWholeIsTakenBack() throws {
    let folder = try TemporaryFolder()
    for index in 0..<30 {
      try folder.write(
        #"{"start": {"nav": ["A"]}, "steps": [{"push": "B"}]}"#, to: "S/a\(index).json")
      try folder.write("window (regular)\n  nav\n    A  <- top\n", to: "S/a\(index).golden")
    }
    let before = String(repeating: "x", count: 2_000) + "\n"
    try folder.write(before, to: "summary.md")
    // A file size limit of 4 blocks of 512 or 1024 bytes, the signal it sends ignored: the
    // write of the summary fails part way, as on a full disk.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"ulimit -f 4 && trap '' XFSZ && exec "$0" "$@""#, navrunBinary.path,
      folder.path + "/S", "--record", "never",
    ]
    process.environment = [
      "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": folder.path + "/summary.md",
      "PATH": "/usr/bin:/bin",
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.contains("cannot write the job summary"), "\(message)")
    #expect(folder.read("summary.md") == before)
  }
}
