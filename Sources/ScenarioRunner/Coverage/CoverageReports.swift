// Navigation coverage in the report files: the JSON report's `coverage` object and the HTML
// report's section, with the same figures as the console.

import Platform

extension CoverageSummary {
  /// The JSON report's `coverage`.
  package struct JSON: Encodable {
    var used: Int
    var offered: Int
    var percent: String
    var files: [FileKind]

    struct FileKind: Encodable {
      var file: String
      var kind: String
      var used: Int
      var total: Int
      var unused: [String]
    }
  }

  package var json: JSON {
    JSON(
      used: used.count, offered: offered.count, percent: percentText,
      files: lines.map {
        JSON.FileKind(
          file: $0.file, kind: $0.kind.plural, used: $0.used, total: $0.total, unused: $0.unused)
      })
  }

  /// The HTML report's section.
  var html: String {
    var html = "<h2>Navigation coverage: \(used.count) of \(offered.count) (\(percentText))</h2>\n"
    html += "<table class=\"coverage\">\n<thead><tr><th>definitions file</th><th>kind</th>"
    html += "<th>used</th><th>never used</th></tr></thead>\n<tbody>\n"
    for line in lines {
      html += "<tr><td><code>\(HTMLEscaping.escaped(line.file))</code></td>"
      html += "<td>\(line.kind.plural)</td><td>\(line.used) of \(line.total)</td>"
      html += "<td>\(HTMLEscaping.escaped(line.unused.joined(separator: ", ")))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }
}
