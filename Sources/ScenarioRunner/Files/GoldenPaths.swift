// Where the files navrun keeps beside a scenario go: `a/b.json` has its golden at `a/b.golden`,
// and a golden its pending replacement, for `navrun review`, at `a/b.golden.new`.

extension GoldenStore {
  /// The golden file of a scenario file.
  public static func goldenPath(for scenarioFile: String) -> String {
    let base = scenarioFile.hasSuffix(".json") ? String(scenarioFile.dropLast(5)) : scenarioFile
    return base + ".golden"
  }

  /// The pending golden beside a golden: `a/b.golden` → `a/b.golden.new`.
  public static func pendingPath(forGolden path: String) -> String {
    path + ".new"
  }
}
