// Which of the discovered files a run reports: `--shard i/n` splits the files by their position
// in path order (before anything is read, so every machine of a CI matrix agrees), then
// `--filter` globs keep the files whose path or scenario name matches one of them, and `--tag` /
// `--exclude-tag` keep the scenarios carrying any of the tags and drop those carrying any of the
// excluded ones. A file that does not decode has no known name or tags: it is kept when its
// path passes the filters, so that bad input is never hidden by a tag.

/// `--shard i/n`: the i-th of n disjoint parts of a run (1-based).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  /// The part, from 1 to `count`.
  public var index: Int
  /// The number of parts.
  public var count: Int

  /// Creates a shard; nil unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `i/n`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  /// Whether the file at `position` (0-based, in path order) belongs to this shard.
  ///
  /// Files are dealt round-robin, so a folder of slow scenarios is spread over every shard.
  public func contains(position: Int) -> Bool {
    position % count == index - 1
  }

  /// The shard as `--shard` writes it: `2/4`.
  public var description: String { "\(index)/\(count)" }
}

/// The selection flags of a run.
public struct Selection: Sendable, Equatable {
  /// `--filter` globs; a file is kept when any of them matches.
  public var filters: [Glob] = []
  /// `--tag`: keep the scenarios carrying any of these.
  public var tags: [String] = []
  /// `--exclude-tag`: drop the scenarios carrying any of these.
  public var excludedTags: [String] = []
  /// `--shard`.
  public var shard: Shard?

  /// Selects everything.
  public init() {}

  /// Whether every discovered file runs: the condition for detecting unreferenced goldens.
  public var isEverything: Bool {
    filters.isEmpty && tags.isEmpty && excludedTags.isEmpty && shard == nil
  }

  /// The files of this run's shard, in order.
  public func shard(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
    guard let shard else { return files }
    return files.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
  }

  /// Whether a file is kept, given its scenario's name and tags when it decoded (nil when it
  /// did not).
  public func admits(_ file: DiscoveredFile, name: String?, tags fileTags: [String]?) -> Bool {
    if !filters.isEmpty {
      var candidates = [file.path, file.relativePath]
      if file.relativePath.hasSuffix(".json") {
        candidates.append(String(file.relativePath.dropLast(".json".count)))
      }
      if let name { candidates.append(name) }
      let fileName = file.relativePath.split(separator: "/").last.map(String.init) ?? file.path
      let matched = filters.contains { glob in
        candidates.contains(where: glob.matches)
          || (!glob.mentionsFolders
            && (glob.matches(fileName) || glob.matches(fileName.droppingJSONExtension)))
      }
      guard matched else { return false }
    }
    guard let fileTags else { return true }
    if !tags.isEmpty, !tags.contains(where: fileTags.contains) { return false }
    return !excludedTags.contains(where: fileTags.contains)
  }
}

extension String {
  package var droppingJSONExtension: String {
    hasSuffix(".json") ? String(dropLast(".json".count)) : self
  }
}
