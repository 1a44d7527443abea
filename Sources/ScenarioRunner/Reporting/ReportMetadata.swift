// What the HTML report says about the run itself: when, how it was started, which navrun, and
// which commit and branch. The date follows the reproducible-builds convention:
// `SOURCE_DATE_EPOCH`, when set, is the date, and the report then leaves out wall times too, so
// that the same run on the same commit writes the same bytes. Made once, before the run, and
// passed in, so that tests give fixed values.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The run as the HTML report describes it.
package struct ReportMetadata: Sendable, Equatable {
  /// The environment variable that fixes the date (seconds since 1970-01-01 UTC).
  static let dateVariable = "SOURCE_DATE_EPOCH"

  /// When the run started, in whole seconds since 1970-01-01 UTC.
  var date: Int64
  /// navrun's arguments as given, after the program name.
  var arguments: [String]
  /// navrun's version.
  var version: String
  /// The commit being built, as a CI variable names it, else the commit the current folder's
  /// Git checkout is at, when there is one.
  var commit: String?
  /// The branch being built, as a CI variable names it, else the branch the current folder's
  /// checkout is on.
  var branch: String?
  /// Whether the date came from `SOURCE_DATE_EPOCH`: the report then shows no wall times,
  /// which differ from run to run.
  package var isReproducible: Bool

  /// Metadata with every value given.
  package init(
    date: Int64, arguments: [String], version: String = navrunVersion, commit: String?,
    branch: String? = nil, isReproducible: Bool
  ) {
    self.date = date
    self.arguments = arguments
    self.version = version
    self.commit = commit
    self.branch = branch
    self.isReproducible = isReproducible
  }

  /// `SOURCE_DATE_EPOCH` as seconds; nil when unset or empty, a usage error when it is not a
  /// whole number of seconds from 1970 to 9999.
  package static func fixedDate(environment: [String: String]) throws(UsageError) -> Int64? {
    guard let value = environment[dateVariable], !value.isEmpty else { return nil }
    guard value.utf8.allSatisfy({ (48...57).contains($0) }), let seconds = Int64(value),
      seconds <= 253_402_300_799
    else {
      throw UsageError(
        "\(dateVariable)=\(value) is not a date; give whole seconds since 1970-01-01 UTC")
    }
    return seconds
  }

  /// The command line, as a POSIX shell would take it: `navrun Scenarios --html 'a b.html'`.
  var command: String {
    (["navrun"] + arguments.map(ShellWords.quoted)).joined(separator: " ")
  }

  /// The date as ISO 8601 in UTC: `2026-11-24T02:08:46Z`.
  var dateText: String {
    let days = date / 86_400
    let seconds = date % 86_400
    // Days to a civil date in the proleptic Gregorian calendar (Howard Hinnant's algorithm),
    // for dates from 1970 on.
    let shifted = days + 719_468
    let era = shifted / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ number: Int64) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(seconds / 3_600)):"
      + "\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
  }
}
