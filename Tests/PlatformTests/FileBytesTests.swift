import Foundation
import Testing

@testable import Platform

/// Folders made for report files, and whole texts written to a descriptor.
@Suite struct FileBytesTests {
  private func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navrun-filebytes-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func theFoldersAboveAFileAreMadeAsMkdirPDoes() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/out/reports/deep/junit.xml"
    try FileBytes.createFolders(containing: file)
    // Folders that exist already are fine.
    try FileBytes.createFolders(containing: file)
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: root + "/out/reports/deep", isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    try FileBytes.writeAtomically("x".utf8, to: file)
    #expect(FileManager.default.contents(atPath: file) == Data("x".utf8))
  }

  @Test func aFileInTheWayOfAFolderIsAReadableError() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: root + "/out"))
    #expect {
      try FileBytes.createFolders(containing: root + "/out/reports/junit.xml")
    } throws: { error in
      (error as? FileWriteError)?.reason == String(cString: strerror(ENOTDIR))
    }
  }

  @Test func aFileOfABareNameOrAtTheRootNeedsNoFolder() throws {
    try FileBytes.createFolders(containing: "report.xml")
    try FileBytes.createFolders(containing: "/report.xml")
  }

  @Test func aWholeTextReachesTheDescriptor() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    // More than a pipe holds at once would need a reader; this fits, in several pieces.
    let text = String(repeating: "navigation é\n", count: 2_000)
    FileBytes.write(text, toDescriptor: descriptors[1])
    close(descriptors[1])
    let read = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
      .readDataToEndOfFile()
    #expect(String(decoding: read, as: UTF8.self) == text)
  }
}
