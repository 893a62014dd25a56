import Foundation
import GraftUI
import Testing

private struct FileItem: Identifiable, Hashable {
  var name: String
  var children: [FileItem]?
  var id: String { name }
}

private let files = [
  FileItem(name: "docs", children: [FileItem(name: "a.md"), FileItem(name: "img", children: [FileItem(name: "b.png")])]),
  FileItem(name: "main.swift"),
]

private struct Browser: View {
  @State var chosen: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Chosen: \(chosen ?? "none")")
      List(files, children: \.children, selection: $chosen) { file in
        Text(file.name)
      }
    }
  }
}

@MainActor
private func button(_ title: String, in window: UIWindow) -> UIButton {
  window.views(of: UIButton.self).first { $0.accessibilityLabel?.contains(title) == true || $0.currentTitle?.contains(title) == true }!
}

@Suite @MainActor struct OutlineGroupTests {
  @Test func parentsDiscloseTheirChildrenIndentedByDepth() {
    let (window, _) = host(Browser(), width: 20, height: 6)
    #expect(window.screen() == "Chosen: none\n[ ▸ docs ]\nmain.swift\n\n\n")
    window.tap(window.views(of: UIButton.self)[0])
    #expect(window.screen() == "Chosen: none\n[ ▾ docs ]\n  a.md\n  [ ▸ img ]\nmain.swift\n")
    window.tap(window.views(of: UIButton.self)[1])
    #expect(window.screen() == "Chosen: none\n[ ▾ docs ]\n  a.md\n  [ ▾ img ]\n    b.png\nmain.swift")
    window.tap(window.views(of: UIButton.self)[0])
    #expect(window.screen() == "Chosen: none\n[ ▸ docs ]\nmain.swift\n\n\n")
  }

  @Test func aLeafAtAnyDepthIsSelectedByItsId() {
    let (window, _) = host(Browser(), width: 20, height: 6)
    window.tap(window.views(of: UIButton.self)[0])
    window.tap(window.views(of: UILabel.self).first { $0.text == "a.md" }!)
    #expect(window.screen().hasPrefix("Chosen: a.md\n"))
    window.tap(window.views(of: UILabel.self).first { $0.text == "main.swift" }!)
    #expect(window.screen().hasPrefix("Chosen: main.swift\n"))
  }

  @Test func anOutlineGroupOutsideAListDisclosesToo() {
    let view = VStack(alignment: .leading, spacing: 0) {
      OutlineGroup(files, id: \.name, children: \.children) { Text($0.name) }
    }
    let (window, _) = host(view, width: 20, height: 2)
    #expect(window.screen() == "     [ ▸ docs ]\n     main.swift")
  }
}
