import Foundation
import SeededRandom
import GraftFuzzing
import GraftGraphics
import GraftKit
import GraftTerminal
import GraftUI
import Testing

/// Tests for the bugs the fuzzing found that no other suite pins down (the write-during-update
/// ones are in ReentrancyTests, the decoder ones in InputDecoderFuzzTests).
@Suite(.serialized) @MainActor struct RegressionTests {
  /// Found by the app fuzzer's relaunches: releasing a hosting controller freed its
  /// representables without calling `dismantleUIView` (an identity also ends when its host is
  /// torn down: docs/Behaviour.md, "Dismantle once, when the identity ends"), and skipped
  /// `onDisappear`.
  @Test func releasingAHostingControllerDismantlesEachIdentityOnce() {
    let lifecycles = Lifecycles()
    var disappeared = 0
    do {
      let mount = MountSwitch()
      mount.isShown = true
      let root = MountedPair(mount: mount, lifecycles: lifecycles).onDisappear { disappeared += 1 }
      let (window, _) = hostInWindow(root)
      #expect(lifecycles.makes == 2)
      #expect(lifecycles.dismantles == 0)
      window.rootViewController = nil
    }
    #expect(lifecycles.dismantles == 2)
    #expect(disappeared == 1)
    #expect(LiveObjects.shared.count("coordinator") == 0)
  }

  /// Found by the app fuzzer's screen check: the terminal showed a row shifted left of the
  /// frame, because a text field drew "l" and then "🏻" (the bidi control between them being
  /// dropped) in cells side by side, and a terminal joins a skin-tone modifier to the letter
  /// before it. A cell whose text would join its neighbour now holds U+FFFD.
  @Test(arguments: [("l", "\u{1F3FB}"), ("\u{1F1EB}", "\u{1F1F7}"), ("\u{1F469}\u{200D}", "\u{1F469}"), ("e", "\u{0903}")])
  func cellsWrittenSideBySideNeverJoinInTheTerminal(left: String, right: String) {
    for rightFirst in [false, true] {
      var buffer = CellBuffer(width: 8, height: 1)
      if rightFirst {
        buffer.write(right, x: 2, y: 0)
        buffer.write(left, x: 2 - left.terminalWidth, y: 0)
      } else {
        let next = buffer.write(left, x: 0, y: 0)
        buffer.write(right, x: next, y: 0)
      }
      var encoder = FrameEncoder(capabilities: TerminalCapabilities())
      var screen = TerminalScreen(width: 8, height: 1)
      screen.apply(encoder.encode(buffer))
      #expect(screen.cells == buffer, "\(left.debugDescription) then \(right.debugDescription)")
      #expect((0..<8).contains { buffer[$0, 0].text == "\u{FFFD}" })
    }
  }

  /// The text layout a field keeps across edits (found while fixing the mebibyte paste: every
  /// edit re-measured the whole text) equals a fresh measure after any edit.
  @Test func aFieldsKeptTextLayoutMatchesAFreshMeasure() {
    var random = SeededGenerator(seed: 5)
    let editor = EditableText()
    editor.setText("start")
    for step in 0..<1_000 {
      _ = editor.boundaries
      let length = editor.length
      let location = Int.random(in: 0...length, using: &random)
      let span = Int.random(in: 0...min(4, length - location), using: &random)
      let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(HostileText.pieces + ["\n", "\u{1F1EB}", "\u{200D}"]) }.joined()
      editor.replace(NSRange(location: location, length: span), with: inserted)
      let fresh = EditableText()
      fresh.setText(editor.string)
      #expect(editor.boundaries == fresh.boundaries, "step \(step)")
      #expect(editor.totalColumns == fresh.totalColumns, "step \(step)")
      #expect(editor.length == fresh.length, "step \(step)")
      if editor.boundaries != fresh.boundaries { break }
    }
  }

  /// Found by the mebibyte paste: each line of a multi-line paste re-measured the field's whole
  /// text (and the field drew every grapheme of a field made as wide as its text), so a
  /// mebibyte paste took many minutes. The paste is kept whole, the layout the field kept
  /// across its 4,000 edits equals a fresh measure, and the field shows the text's end.
  ///
  /// NB: Nothing here is timed, so a slow machine cannot fail it. The measuring work is not
  /// counted either: GraftKit keeps no count of the graphemes it measures that a test could
  /// read, so a return of the quadratic cost shows only as this test (and the mebibyte paste in
  /// FuzzTests) taking minutes.
  @Test func aLongMultiLinePasteIsKeptWholeWithItsLayout() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 2))
    window.addSubview(field)
    window.makeKeyAndVisible()
    #expect(field.becomeFirstResponder())
    let line = String(repeating: "paste é😀 ", count: 10)
    let text = Array(repeating: line, count: 4_000).joined(separator: "\n")
    field.insertText(text)
    let frame = window.render()
    // NB: A field never holds a newline: each one is Return, and the lines join.
    #expect(field.text == String(repeating: line, count: 4_000))
    let fresh = EditableText()
    fresh.setText(String(repeating: line, count: 4_000))
    #expect(field.editor.boundaries == fresh.boundaries)
    #expect(field.editor.totalColumns == fresh.totalColumns)
    #expect(field.editor.selection == NSRange(location: fresh.length, length: 0))
    // NB: The text's last 39 columns ("paste é😀 " is 10: the emoji takes 2), then the caret.
    #expect(frame.lines().first == "aste é😀 paste é😀 paste é😀 paste é😀  ")
  }
}

/// A label and a flexible colour in a row: the row's size never depends on the label's width.
private struct FlexibleRow: View {
  @ObservedObject var model: RowModel

  var body: some View {
    VStack {
      HStack {
        Text(model.title)
        GraftUI.Color.red
      }
      Text("below")
    }
  }
}

@MainActor private final class RowModel: ObservableObject {
  @Published var title = "ab"
}

@MainActor
extension RegressionTests {
  /// Found by the app fuzzer (seed 11, the Demo's Lifecycle screen in a 1×5 terminal): a node
  /// whose child changed size while its own sizes stayed the same was placed again on its own,
  /// with whatever proposal it had last been *measured* with. That could be an ancestor's probe
  /// at an unbounded size, so a flexible child got an infinite frame and converting it to cells
  /// trapped. A node is now placed again with the proposal its parent placed it with.
  @Test func aNodePlacedAgainOnItsOwnKeepsItsParentsProposal() throws {
    let model = RowModel()
    let (window, controller) = hostInWindow(FlexibleRow(model: model), width: 12, height: 3)
    let colour = try #require(window.views(of: UIView.self).first { $0.backgroundColor == .systemRed })
    let placed = colour.frame
    #expect(placed == CGRect(x: 3, y: 0, width: 9, height: 2))
    // An ancestor measuring its children at an unbounded size, as a stack does to learn how
    // flexible they are, without placing them afterwards.
    let graph = try #require((controller.view as? HostingView)?.graph)
    let row = try #require(graph.root?.firstDescendant { $0.view is HStack<TupleView<(Text, GraftUI.Color)>> })
    _ = row.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity))

    model.title = "abc"
    window.layoutIfNeeded()
    #expect(colour.frame == CGRect(x: 4, y: 0, width: 8, height: 2))
    #expect(window.screen().contains("below"))
  }
}

extension ViewNode {
  /// The first node at or below this one, depth first, for which `matches` holds.
  fileprivate func firstDescendant(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children {
      if let found = child.firstDescendant(where: matches) { return found }
    }
    return nil
  }
}
