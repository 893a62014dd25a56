/// Compares a screen with the picture a test expects, line by line, and explains a mismatch.
enum ScreenDiff {
  /// The lines as a screen compares: trailing blanks of each line, and blank lines at the end,
  /// do not count (an editor strips them from a test's literal anyway).
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = Substring(line)
      while line.last == " " { line.removeLast() }
      return String(line)
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `nil` when `actual` shows `expected`; otherwise every line numbered, with `-` before an
  /// expected line that differs and `+` before the actual one.
  ///
  /// ```
  /// screen does not match (- expected, + actual):
  ///   1 | Count
  /// - 2 | 41
  /// + 2 | 42
  /// ```
  static func mismatch(expected: String, actual: String) -> String? {
    let expected = lines(of: expected)
    let actual = lines(of: actual)
    guard expected != actual else { return nil }
    let count = max(expected.count, actual.count)
    let width = String(count).count
    func row(_ marker: String, _ number: Int, _ text: String) -> String {
      let label = String(repeating: " ", count: width - String(number).count) + String(number)
      return "\(marker) \(label) |" + (text.isEmpty ? "" : " \(text)")
    }
    var report = ["screen does not match (- expected, + actual):"]
    for index in 0..<count {
      let old = index < expected.count ? expected[index] : nil
      let new = index < actual.count ? actual[index] : nil
      if old == new, let old {
        report.append(row(" ", index + 1, old))
        continue
      }
      if let old { report.append(row("-", index + 1, old)) }
      if let new { report.append(row("+", index + 1, new)) }
    }
    return report.joined(separator: "\n")
  }
}
