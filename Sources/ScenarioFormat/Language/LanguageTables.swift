// The docs' tables of the language's forms: every step with its usage, what it does, where the
// docs say more and an example scenario; the README's list of steps.

/// The Markdown tables made from the language's declarations.
package enum LanguageTables {
  /// The step table of `docs/scenario-language.md`, family by family.
  package static var stepTable: String {
    var lines = ["| step | what it does | example |", "|---|---|---|"]
    for family in LanguageFamily.allCases {
      let forms = Language.steps.filter { $0.family == family }
      guard !forms.isEmpty else { continue }
      lines.append("| **\(family.title)** | | |")
      for form in forms {
        var meaning = form.details ?? sentenceTail(form.summary)
        if !form.docs.hasPrefix("scenario-language.md#steps"), form.details == nil {
          meaning += " ([more](\(link(form.docs, from: "docs"))))"
        }
        let example = form.example.split(separator: "/").last.map(String.init) ?? form.example
        lines.append(
          "| \(form.usage) | \(meaning) | [\(example)](\(link(form.example, from: "docs"))) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The node table of `docs/scenario-language.md`.
  package static var nodeTable: String {
    var lines = ["| node | UIKit | example |", "|---|---|---|"]
    for kind in Language.nodeKinds {
      let example = kind.example.split(separator: "/").last.map(String.init) ?? kind.example
      lines.append(
        "| \(kind.usage) | \(kind.details) | [\(example)](\(link(kind.example, from: "docs"))) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The attribute table of `docs/scenario-language.md`.
  package static var attributeTable: String {
    var lines = ["| attribute | on | what it says | example |", "|---|---|---|---|"]
    for attribute in Language.nodeAttributes {
      let kinds = attribute.kinds?.map { "`\($0)`" }.joined(separator: ", ") ?? "any node"
      let example =
        attribute.example.split(separator: "/").last.map(String.init) ?? attribute.example
      lines.append(
        "| `\(attribute.key)` | \(kinds) | \(attribute.details) | "
          + "[\(example)](\(link(attribute.example, from: "docs"))) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The section table of `docs/scenario-language.md`.
  package static var sectionTable: String {
    var lines = ["| section | what it defines | more | example |", "|---|---|---|---|"]
    for section in Language.sections {
      let example = section.example.split(separator: "/").last.map(String.init) ?? section.example
      let summary = section.schema["description"]?.string ?? ""
      lines.append(
        "| `\(section.key)` | \(summary) | [docs](\(link(section.docs, from: "docs"))) | "
          + "[\(example)](\(link(section.example, from: "docs"))) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The README's list of steps, each linked to its docs.
  package static var verbList: String {
    let verbs = LanguageFamily.allCases.compactMap { family -> String? in
      let forms = Language.steps.filter { $0.family == family }
      guard !forms.isEmpty else { return nil }
      let links = forms.map { "[`\($0.verb)`](\(link($0.docs, from: "")))" }
      return "  - \(family.title): " + links.joined(separator: ", ")
    }
    return "- Steps, by family:\n" + verbs.joined(separator: "\n") + "\n"
  }

  /// A summary as it reads after a usage: without its final full stop.
  private static func sentenceTail(_ summary: String) -> String {
    let tail = LanguageSchema.sentenceTail(summary)
    return tail.hasSuffix(".") ? String(tail.dropLast()) : tail
  }

  /// The link to `target` (a docs page with its anchor, relative to `docs/`, or a path from
  /// the package's folder starting with `Scenarios/`) from a page in `folder`.
  private static func link(_ target: String, from folder: String) -> String {
    let fromPackage = target.hasPrefix("Scenarios/") ? target : "docs/" + target
    if folder.isEmpty { return fromPackage }
    if fromPackage.hasPrefix(folder + "/") {
      let local = String(fromPackage.dropFirst(folder.count + 1))
      return local.hasPrefix("scenario-language.md#") ? "#" + local.split(separator: "#")[1] : local
    }
    return "../" + fromPackage
  }
}
