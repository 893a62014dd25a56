import Foundation
import GraftUI
import Observation
import Testing

@MainActor private let rowBodies = Counter()

private struct Score: Identifiable {
  let id: String
  var points: Int
}

private struct ScoreRow: View {
  let score: Score
  var body: some View {
    let _ = rowBodies.hit(score.id)
    Text("\(score.id) \(score.points)")
  }
}

private struct MarkerKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

extension EnvironmentValues {
  fileprivate var marker: String {
    get { self[MarkerKey.self] }
    set { self[MarkerKey.self] = newValue }
  }
}

/// A row that shows its score with the marker its environment gives it.
private struct MarkedRow: View {
  let score: Score
  @Environment(\.marker) private var marker
  var body: some View { Text("\(score.id)\(marker)") }
}

@Observable private final class Suffix {
  var text = ""
}

/// A row that reads a model its parent does not.
private struct SuffixedRow: View {
  let score: Score
  let suffix: Suffix
  var body: some View { Text("\(score.id)\(suffix.text)") }
}

/// A row whose only input besides its data is a closure made by its parent's body.
private struct ReportingRow: View {
  let score: Score
  let report: () -> Void
  var body: some View {
    Button(score.id) { report() }
  }
}

private struct Board: View {
  @State var scores = [Score(id: "ann", points: 0), Score(id: "bob", points: 0), Score(id: "cy", points: 0)]
  @State var marker = ""
  @State var renders = 0
  @State var round = 1
  let suffix = Suffix()
  let reports = Reports()

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(scores) { ScoreRow(score: $0) }
      ForEach(scores) { MarkedRow(score: $0) }.environment(\.marker, marker)
      ForEach(scores, id: \.id) { SuffixedRow(score: $0, suffix: suffix) }
      ForEach(scores) { TapCountingRow(title: $0.id) }
      ForEach(scores) { score in
        ReportingRow(score: score) { [round] in reports.lines.append("\(score.id) in round \(round)") }
      }
      Text("renders \(renders)")
      Button("Score bob") { scores[1].points += 1 }
      Button("Mark") { marker = "*" }
      Button("Suffix") {
        suffix.text = "!"
        renders += 1
      }
      Button("Reverse") { scores.reverse() }
      Button("Next round") { round += 1 }
    }
  }
}

@MainActor private final class Reports {
  var lines: [String] = []
}

@Suite(.serialized) @MainActor struct ForEachTests {
  private func hostBoard() -> (UIWindow, Board) {
    let board = Board()
    let (window, _) = host(board, width: 16, height: 21)
    return (window, board)
  }

  @Test func aChangedElementRunsOnlyItsRow() {
    let (window, _) = hostBoard()
    let before = rowBodies.counts
    window.tap(window.button("Score bob")!)
    #expect(window.screen().contains("bob 1"))
    #expect(rowBodies["bob"] == before["bob", default: 0] + 1)
    #expect(rowBodies["ann"] == before["ann", default: 0])
    #expect(rowBodies["cy"] == before["cy", default: 0])
  }

  @Test func rowsWithEqualValuesStillSeeANewEnvironment() {
    let (window, _) = hostBoard()
    window.tap(window.button("Mark")!)
    let lines = window.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[3...5] == ["ann*", "bob*", "cy*"])
  }

  @Test func aRowWaitingToRunStillRunsWhenItsParentSendsAnEqualValue() {
    let (window, _) = hostBoard()
    window.tap(window.button("Suffix")!)
    let lines = window.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[6...8] == ["ann!", "bob!", "cy!"])
    #expect(lines.contains("renders 1"))
  }

  @Test func movedRowsKeepTheirState() {
    let (window, _) = hostBoard()
    window.tap(window.button("ann 0")!)
    window.tap(window.button("cy 0")!)
    window.tap(window.button("cy 1")!)
    window.tap(window.button("Reverse")!)
    let lines = window.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[0...2] == ["cy 0", "bob 0", "ann 0"])
    #expect(lines[9...11] == ["[ cy 2 ]", "[ bob 0 ]", "[ ann 1 ]"])
  }

  @Test func aRowGetsItsParentsNewClosureEvenWhenItsDataIsEqual() {
    let (window, board) = hostBoard()
    window.tap(window.button("bob")!)
    window.tap(window.button("Next round")!)
    window.tap(window.button("bob")!)
    #expect(board.reports.lines == ["bob in round 1", "bob in round 2"])
  }

  @Test func ofRowsThatShareAnIdOnlyOneKeepsIt() {
    let appearances = Reports()
    let (window, _) = host(SharedIDRows(appearances: appearances), width: 16, height: 4)
    #expect(appearances.lines == ["appear a", "appear a"])
    window.tap(window.button("Change")!)
    // NB: Both rows had id 1; one keeps its node for the new first row, the other ends.
    #expect(appearances.lines.sorted() == ["appear a", "appear a", "appear b", "disappear a"])
    let lines = window.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[0...1] == ["a", "b"])
  }
}

/// Two rows with the same id, then two with different ones.
private struct SharedIDRows: View {
  let appearances: Reports
  @State private var rows = [(1, "a"), (1, "a")]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(rows, id: \.0) { row in
        Text(row.1)
          .onAppear { appearances.lines.append("appear \(row.1)") }
          .onDisappear { appearances.lines.append("disappear \(row.1)") }
      }
      Button("Change") { rows = [(1, "a"), (2, "b")] }
    }
  }
}

