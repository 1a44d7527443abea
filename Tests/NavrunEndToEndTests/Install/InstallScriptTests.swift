import Foundation
import NavrunTestSupport
import Testing

/// `Scripts/install.sh` with a stub `swift` that only names a folder holding a stub `navrun`:
/// the place it installs to is replaced, never written through, and a failure is its exit code.
@Suite struct InstallScriptTests {
  /// Runs the script with `PREFIX` in `folder`; its exit status and standard error.
  func install(
    in folder: borrowing TemporaryFolder, path: String? = nil
  ) throws -> (status: Int32, errors: String) {
    try folder.write(
      """
      #!/bin/sh
      for argument in "$@"; do
        [ "$argument" = --show-bin-path ] && { echo "$(dirname "$0")/bin"; exit 0; }
      done
      exit 0
      """, to: "stub/swift")
    try folder.write("#!/bin/sh\necho 9.9.9\n", to: "stub/bin/navrun")
    for stub in ["stub/swift", "stub/bin/navrun"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/" + stub)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [packageRoot.appendingPathComponent("Scripts/install.sh").path]
    process.environment = [
      "PATH": path ?? folder.path + "/stub:/usr/bin:/bin", "PREFIX": folder.path + "/prefix",
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test func aLinkToAFolderAtThePlaceIsReplacedNotWrittenThrough() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/prefix/bin", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/prefix/bin/navrun", withDestinationPath: folder.path + "/elsewhere")
    let (status, errors) = try install(in: folder)
    #expect(status == 0, "\(errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere") == [])
    #expect(folder.read("prefix/bin/navrun") == "#!/bin/sh\necho 9.9.9\n")
  }

  @Test func aFolderAtThePlaceIsRefused() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/prefix/bin/navrun", withIntermediateDirectories: true)
    let (status, errors) = try install(in: folder)
    #expect(status == 1)
    #expect(errors.contains("is a folder"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/prefix/bin/navrun") == [])
  }

  /// A folder off PATH installs a command nobody can run by its name: the script says so, with
  /// the line that puts the folder on PATH.
  @Test func aPrefixOffThePathIsSaidWithTheLineToAdd() throws {
    let folder = try TemporaryFolder()
    let (status, errors) = try install(in: folder)
    #expect(status == 0, "\(errors)")
    #expect(errors.contains("\(folder.path)/prefix/bin is not on your PATH"))
    #expect(errors.hasSuffix("\n  export PATH=\"\(folder.path)/prefix/bin:$PATH\"\n"))
    let onPath = try install(
      in: folder, path: "\(folder.path)/stub:\(folder.path)/prefix/bin:/usr/bin:/bin")
    #expect(onPath.status == 0)
    #expect(onPath.errors.isEmpty, "\(onPath.errors)")
  }
}
