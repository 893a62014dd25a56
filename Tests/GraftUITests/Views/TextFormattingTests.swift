import Foundation
import GraftUI
import Testing

@Suite @MainActor struct TextFormattingTests {
  @Test func markdownInALiteralStylesItsRunsAndVerbatimDoesNot() {
    let (window, _) = host(
      VStack {
        Text("**Bold** and *italic* `code`")
        Text(verbatim: "**Bold** and *italic*")
        Text("snake_case_name")
      }, width: 24, height: 3)
    #expect(
      window.screen() == """
         Bold and italic code
         **Bold** and *italic*
            snake_case_name
        """)
    let label = window.views(of: UILabel.self)[0]
    let runs = label.attributedText!
    var bold: [String] = []
    var italic: [String] = []
    runs.enumerateAttribute(.font, in: NSRange(location: 0, length: runs.length)) { value, range, _ in
      let font = value as? UIFont
      let text = (runs.string as NSString).substring(with: range)
      if let font, font.weight >= .semibold { bold.append(text) }
      if font?.isItalic == true { italic.append(text) }
    }
    #expect(bold == ["Bold"])
    #expect(italic == ["italic"])
  }

  @Test func interpolatedValuesAreNotMarkdownButLiteralsAroundThemAre() {
    let name = "*star*"
    #expect(Text("**\(name)**") == Text(verbatim: "*star*").bold())
    #expect(
      Text("[Docs](https://example.com) page")
        == Text(verbatim: "Docs").underline().foregroundColor(.accentColor) + Text(verbatim: " page"))
    #expect(Text("~~old~~ new") == Text(verbatim: "old").strikethrough() + Text(verbatim: " new"))
    #expect(Text("an *unclosed star") == Text(verbatim: "an *unclosed star"))
    #expect(Text("\\*escaped\\*") == Text(verbatim: "*escaped*"))
  }

  @Test func textCaseChangesWhatIsDrawn() {
    let (window, _) = host(
      VStack {
        Text("Recent").textCase(.uppercase)
        Text("LOUD").textCase(.lowercase)
        Text("Kept")
      }, width: 8, height: 3)
    #expect(window.screen() == " RECENT\n  loud\n  Kept")
  }

  @Test func truncationModeDecidesWhereTheEllipsisGoes() {
    let path = "/Users/me/Documents/Report.pdf"
    let (window, _) = host(
      VStack {
        Text(path).lineLimit(1).truncationMode(.head)
        Text(path).lineLimit(1).truncationMode(.middle)
        Text(path).lineLimit(1)
      }, width: 12, height: 3)
    #expect(
      window.screen() == """
        …/Report.pdf
        /Users…t.pdf
        /Users/me/D…
        """)
  }

  @Test func formatStylesDatesAndTimersFormatTheirValues() {
    #expect(Text(42, format: .number).string == 42.formatted(.number))
    #expect(Text(0.25, format: .percent).string == "25%")
    let start = Date(timeIntervalSince1970: 1_000_000)
    #expect(Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: start).string == "5:00")
    #expect(
      Text(timerInterval: start...start.addingTimeInterval(7_384), pauseTime: start.addingTimeInterval(4), countsDown: false)
        .string == "0:04")
    #expect(
      Text(timerInterval: start...start.addingTimeInterval(7_384), pauseTime: start).string == "2:03:04")
    let later = Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30)
    #expect(Text(later, style: .relative).string == "2 hours, 23 minutes")
    #expect(Text(later, style: .offset).string == "+2 hours")
    #expect(Text(start, style: .date).string == start.formatted(date: .long, time: .omitted))
    #expect(Text("Total: \(12, format: .number)").string == "Total: 12")
  }

  @Test func aTableNameAndCommentStillShowTheKey() {
    #expect(Text("Hello", tableName: "Main", bundle: .main, comment: "greeting") == Text("Hello"))
    #expect(Text("Hello", comment: "greeting") == Text("Hello"))
  }

  @Test func storedSettingsAnswerAndChangeNothingDrawn() {
    struct Reader: View {
      @Environment(\.lineSpacing) var lineSpacing
      @Environment(\.minimumScaleFactor) var factor
      var body: some View { Text("\(Int(lineSpacing)) \(factor)") }
    }
    let (window, _) = host(
      Reader().lineSpacing(2).minimumScaleFactor(0.5).kerning(1).tracking(2).monospacedDigit()
        .textSelection(.enabled),
      width: 8, height: 1)
    #expect(window.screen() == " 2 0.5")
    #expect(Text("a").kerning(2) != Text("a"))
    #expect(Text("a").monospaced() == Text("a"))
  }
}
