// Paths as a hint's command line repeats them, so that the command a hint suggests runs on
// the files the user ran, pasted into a POSIX shell as it is.

package enum ShellWords {
  /// ` PATH…` for the paths a user gave, each quoted when a shell would split or expand it; empty
  /// when none was given (navrun then runs `Scenarios`, as the hint's command would).
  ///
  /// A control character in a path is shown escaped: the hint is printed, and it must not act on
  /// the terminal it is printed on.
  package static func arguments(_ paths: [String]) -> String {
    ControlCharacters.escaped(paths.map { " " + quoted($0) }.joined())
  }

  /// `path`, in single quotes unless it holds only characters no shell treats specially.
  static func quoted(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0)
        || "/._-+,:@%".unicodeScalars.contains($0)
    }
    guard !plain || path.isEmpty else { return path }
    return "'" + path.replacing("'", with: #"'\''"#) + "'"
  }
}
