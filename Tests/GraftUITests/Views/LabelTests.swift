import Foundation
import GraftUI
import Testing

@Suite @MainActor struct LabelTests {
  @Test func aLabelDrawsItsIconThenItsTitleOneCellApart() {
    let (window, _) = host(
      VStack(alignment: .leading) {
        Label("Favourites", systemImage: "star.fill")
        Label("Trash", systemImage: "xmark")
      }, width: 12, height: 2)
    #expect(
      window.screen() == """
        ★ Favourites
        ✕ Trash
        """)
  }

  @Test func aCustomLabelLaysOutItsOwnTitleAndIcon() {
    let (window, _) = host(
      Label {
        Text("Inbox").bold()
      } icon: {
        Text(">>")
      }, width: 8, height: 1)
    #expect(window.screen() == ">> Inbox")
  }

  @Test func aLabelFollowsState() {
    struct Mail: View {
      @State var unread = 2
      var body: some View {
        VStack {
          Label("\(unread) unread", systemImage: "envelope")
          Button("Read") { unread -= 1 }
        }
      }
    }
    let (window, _) = host(Mail(), width: 10, height: 2)
    window.tap(window.button("Read")!)
    #expect(
      window.screen() == """
        ✉ 1 unread
         [ Read ]
        """)
  }
}
