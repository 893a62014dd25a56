import Foundation
import GraftUI
import SeededRandom
import Testing

/// Layout is incremental: a change is measured where it happened and travels up only while
/// sizes change. These hold it to the plain rule: after any change, the screen is the one a
/// fresh host shows for the same views.
@Suite @MainActor struct IncrementalLayoutTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyChangeLaysOutAsAFreshHostWould(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var board = Board(rows: (0..<6).map { Board.Row(id: $0, random: &random) })
    let (window, controller) = host(BoardView(board: board), width: 26, height: 9)
    for step in 0..<120 {
      board.change(using: &random)
      controller.rootView = BoardView(board: board)
      let (freshWindow, _) = host(BoardView(board: board), width: 26, height: 9)
      let expected = freshWindow.screen()
      let shown = window.screen()
      #expect(shown == expected, "seed \(seed), step \(step): \(board)")
      if shown != expected { return }
    }
  }

  @Test func aRowThatGrowsPushesTheRowsBelowItDown() {
    var board = Board(rows: [
      Board.Row(id: 0, title: "one"), Board.Row(id: 1, title: "two"),
    ])
    let (window, controller) = host(BoardView(board: board), width: 19, height: 3)
    #expect(
      window.screen() == """
               one ;
               two ;

        """)
    board.rows[0].detail = "1\n2"
    board.rows[0].showsDetail = true
    controller.rootView = BoardView(board: board)
    #expect(
      window.screen() == """
             one  1  ;
                  2
             two ;
        """)
  }
}

/// Rows of texts, optional details, spacers and fixed frames: the shapes whose sizes depend on
/// one another in a stack.
private struct Board: CustomStringConvertible {
  struct Row: Identifiable {
    let id: Int
    var title = ""
    var detail = ""
    var showsDetail = false
    var hasSpacer = false
    var trailing = ";"
    var trailingWidth: Int?
    var spacing = 1

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }

    init(id: Int, random: inout SeededGenerator) {
      self.id = id
      for _ in 0..<3 { change(using: &random) }
    }

    mutating func change(using random: inout SeededGenerator) {
      switch Int.random(in: 0..<7, using: &random) {
      case 0: title = Self.word(using: &random)
      case 1: detail = Self.word(using: &random)
      case 2: showsDetail.toggle()
      case 3: hasSpacer.toggle()
      case 4: trailing = Self.word(using: &random)
      case 5: trailingWidth = Bool.random(using: &random) ? nil : Int.random(in: 0...8, using: &random)
      default: spacing = Int.random(in: 0...2, using: &random)
      }
    }

    /// Up to 14 letters, sometimes on two lines.
    static func word(using random: inout SeededGenerator) -> String {
      let length = Int.random(in: 0...14, using: &random)
      var word = String((0..<length).map { _ in "abcdefgh".randomElement(using: &random)! })
      if length > 3, Int.random(in: 0..<4, using: &random) == 0 {
        word.insert("\n", at: word.index(word.startIndex, offsetBy: length / 2))
      }
      return word
    }
  }

  var rows: [Row]
  private var nextID = 100

  init(rows: [Row]) {
    self.rows = rows
  }

  mutating func change(using random: inout SeededGenerator) {
    switch Int.random(in: 0..<10, using: &random) {
    case 0 where rows.count < 9:
      rows.insert(Row(id: nextID, random: &random), at: Int.random(in: 0...rows.count, using: &random))
      nextID += 1
    case 1 where rows.count > 1:
      rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
    case 2 where rows.count > 1:
      rows.swapAt(0, Int.random(in: 1..<rows.count, using: &random))
    default:
      guard !rows.isEmpty else { return }
      rows[Int.random(in: 0..<rows.count, using: &random)].change(using: &random)
    }
  }

  var description: String {
    rows.map { row in
      "\(row.id): \(row.title.debugDescription) \(row.showsDetail ? row.detail.debugDescription : "-") "
        + "\(row.hasSpacer ? "spacer " : "")\(row.trailing.debugDescription) \(row.trailingWidth.map(String.init) ?? "nil") \(row.spacing)"
    }.joined(separator: "; ")
  }
}

private struct BoardView: View {
  let board: Board

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(board.rows) { row in
        RowView(row: row)
      }
    }
  }
}

private struct RowView: View {
  let row: Board.Row

  var body: some View {
    HStack(spacing: CGFloat(row.spacing)) {
      Text(row.title)
      if row.showsDetail {
        Text(row.detail).padding(.horizontal, 1)
      }
      if row.hasSpacer {
        Spacer()
      }
      Text(row.trailing).frame(width: row.trailingWidth.map { CGFloat($0) })
    }
  }
}
