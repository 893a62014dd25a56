import Foundation
import GraftUI
import Testing

@MainActor
private final class Log {
  var events: [String] = []
}

private struct SheetHost: View {
  let log: Log
  @State var isPresented = false
  var body: some View {
    Button("Edit \(isPresented)") { isPresented = true }
      .sheet(isPresented: $isPresented, onDismiss: { log.events.append("onDismiss") }) {
        SheetBody()
      }
  }
}

private struct SheetBody: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Editing")
      Button("Done") { dismiss() }
    }
  }
}

@Suite @MainActor struct PresentationModifierTests {
  @Test func aSheetPresentedByItsBindingIsDismissedByEscapeWritingFalse() throws {
    let log = Log()
    let (window, controller) = host(SheetHost(log: log), width: 20, height: 6)
    window.tap(try #require(window.button("Edit false")))
    window.layoutIfNeeded()
    #expect(controller.presentedViewController != nil)
    #expect(window.picture() == """

        ┌──────────────┐
        │   Editing    │
        │   [ Done ]   │
        │              │
        └──────────────┘
      """)
    window.press(.keyboardEscape)
    #expect(log.events == ["onDismiss"])
    #expect(controller.presentedViewController == nil)
    #expect(window.button("Edit false") != nil)
  }

  @Test func dismissInsideTheSheetAndWritingFalseBothDismiss() throws {
    let log = Log()
    let (window, controller) = host(SheetHost(log: log, isPresented: true), width: 20, height: 6)
    window.layoutIfNeeded()
    window.tap(try #require(window.button("Done")))
    #expect(window.button("Edit false") != nil)
    #expect(controller.presentedViewController == nil)
    #expect(log.events == ["onDismiss"])
  }

  @Test func anAlertsButtonRunsItsActionAndAppCodeFindsTheAlertController() throws {
    struct Confirming: View {
      let log: Log
      @State var isConfirming = true
      var body: some View {
        Text("Draft")
          .alert("Delete draft?", isPresented: $isConfirming) {
            Button("Delete", role: .destructive) { log.events.append("delete \(isConfirming)") }
            Button("Cancel", role: .cancel) {}
          } message: {
            Text("It cannot be undone.")
          }
      }
    }
    let log = Log()
    let (window, controller) = host(Confirming(log: log), width: 30, height: 7)
    window.layoutIfNeeded()
    let alert = try #require(controller.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete draft?")
    #expect(alert.message == "It cannot be undone.")
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    window.tap(try #require(window.button("Delete")))
    #expect(log.events == ["delete false"])
    #expect(controller.presentedViewController == nil)
  }

  @Test func aConfirmationDialogGetsACancelButtonAndEscapeChoosesIt() {
    struct Asking: View {
      @State var isAsking = true
      var body: some View {
        Text("Photo")
          .confirmationDialog("Share", isPresented: $isAsking) {
            Button("Copy") {}
          }
      }
    }
    let (window, controller) = host(Asking(), width: 30, height: 7)
    window.layoutIfNeeded()
    let dialog = controller.presentedViewController as? UIAlertController
    #expect(dialog?.preferredStyle == .actionSheet)
    #expect(dialog?.actions.map(\.title) == ["Copy", "Cancel"])
    window.press(.keyboardEscape)
    #expect(controller.presentedViewController == nil)
  }

  @Test func aFullScreenCoverFillsTheWindow() {
    struct Covering: View {
      @State var isCovering = true
      var body: some View {
        Text("Under").fullScreenCover(isPresented: $isCovering) { Text("Cover") }
      }
    }
    let (window, _) = host(Covering(), width: 20, height: 3)
    window.layoutIfNeeded()
    #expect(window.picture() == """

             Cover
      """)
  }
}
