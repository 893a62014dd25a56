import Combine
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import SampleApp

@MainActor
struct SearchModelTests {
  @Test func typingIsDebouncedIntoOneSearch() async throws {
    let model = SearchModel(debounce: .milliseconds(20))
    model.query = "a"
    model.query = "ap"
    model.query = "apr"
    try await Task.sleep(for: .milliseconds(200))
    #expect(model.results == ["Apricot"])
    #expect(model.searches == 1)
  }

  @Test func theResultsPublisherEmitsBeforeTheChange() {
    let model = SearchModel()
    var seen: [Int] = []
    let cancellable = model.objectWillChange.sink { seen.append(model.results.count) }
    model.query = "x"
    #expect(seen == [8])
    cancellable.cancel()
  }
}

@MainActor
struct SearchFieldTests {
  @Test func editingTheUIKitFieldWritesTheBinding() throws {
    let model = SearchModel(debounce: .milliseconds(1))
    let host = UIHostingController(rootView: ContentView(model: model))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    let field = try #require(host.view.firstSubview(ofType: UITextField.self))
    #expect(field.placeholder == "Search")
    field.text = "berry"
    field.sendActions(for: .editingChanged)
    #expect(model.query == "berry")
  }
}

extension UIView {
  fileprivate func firstSubview<T: UIView>(ofType type: T.Type) -> T? {
    for subview in subviews {
      if let match = subview as? T ?? subview.firstSubview(ofType: type) { return match }
    }
    return nil
  }
}
