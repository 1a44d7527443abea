import Foundation
import Testing

@testable import Platform

/// The path operations decoding uses for `use` and for a scenario's default name.
@Suite struct FilePathTests {
  @Test(arguments: [
    ("a.json", ""), ("dir/a.json", "dir"), ("/a.json", "/"), ("dir//a.json", "dir"),
    ("./a.json", "."), ("dir/sub/a.json", "dir/sub"), ("/", "/"), ("", ""), ("dir/", ""),
    ("//a.json", "/"), ("dossier é/a.json", "dossier é"),
  ])
  func theFolderOfAPath(path: String, folder: String) {
    #expect(FilePath.folder(of: path) == folder)
  }

  @Test(arguments: [
    ("dir", "x.json", "dir/x.json"), ("dir/", "x.json", "dir/x.json"), ("", "x.json", "x.json"),
    ("/", "x.json", "/x.json"), ("dir", "../x.json", "dir/../x.json"),
    ("dir", "./x.json", "dir/./x.json"), (".", "x.json", "./x.json"), ("dir", "", "dir"),
    ("dir", "/abs/x.json", "dir//abs/x.json"),
  ])
  func aPathBelowAFolder(folder: String, component: String, joined: String) {
    #expect(FilePath.joining(folder, component) == joined)
  }

  @Test(arguments: [
    ("a.json", "a"), ("dir/a.json", "a"), ("a.defs.json", "a.defs"), (".json", ".json"),
    ("dir/.json", ".json"), ("a.", "a"), ("a", "a"), ("dir/a.b/c", "c"), ("a.json/", "a"),
    ("Scenarios/x y.json", "x y"), ("é.json", "é"), ("/", "/"), ("", ""),
  ])
  func theNameOfAFileWithoutItsExtension(path: String, name: String) {
    #expect(FilePath.baseName(of: path) == name)
  }

  /// The operations replaced `NSString`'s path methods, and read paths as they did. (On
  /// Linux those crash on names of one character, such as `a` or `a/`, and make `//é/x` a
  /// folder `/é/`: file names here end in `.json`, and paths start with one slash at most.)
  @Test func pathsReadAsNSStringReadThem() {
    #if os(Linux)
      let folders = ["", "a", "dir", ".", "..", "é", "dossier é"]
      let names = ["x.json", "a.defs.json", ".json", "dir", "ab.c", "é.json", "a."]
      var paths: Set<String> = []
      for folder in folders {
        for name in names {
          for separator in ["/", "//"] {
            let path = folder.isEmpty ? name : folder + separator + name
            paths.formUnion([path, "/" + path, path + "/"])
          }
        }
      }
      for path in paths.sorted() {
        let string = path as NSString
        #expect(FilePath.folder(of: path) == string.deletingLastPathComponent, "\(path)")
        #expect(
          FilePath.baseName(of: path)
            == (string.lastPathComponent as NSString).deletingPathExtension, "\(path)")
        for name in names {
          #expect(
            FilePath.joining(path, name) == string.appendingPathComponent(name),
            "\(path) + \(name)")
        }
      }
    #endif
  }
}
