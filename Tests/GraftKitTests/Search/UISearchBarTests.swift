import Foundation
import GraftKit
import Testing

/// A delegate that records every call with its arguments.
@MainActor
private final class RecordingSearchDelegate: UISearchBarDelegate {
  let trace = Trace()
  var allowsChanges = true

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    trace.record("shouldBeginEditing")
    return true
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { trace.record("textDidBeginEditing") }
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    trace.record("shouldEndEditing")
    return true
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { trace.record("textDidEndEditing") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    trace.record("textDidChange '\(searchText)'")
  }
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    trace.record("shouldChangeTextIn {\(range.location), \(range.length)} '\(text)'")
    return allowsChanges
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    trace.record("searchButtonClicked '\(searchBar.text ?? "")'")
  }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { trace.record("cancelButtonClicked") }
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { trace.record("bookmarkButtonClicked") }
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
    trace.record("resultsListButtonClicked")
  }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    trace.record("selectedScopeButtonIndexDidChange \(selectedScope)")
  }
}

@Suite @MainActor struct UISearchBarTests {
  private func makeSearchBar(width: Int = 30, height: Int = 1) -> (UIWindow, UISearchBar, RecordingSearchDelegate) {
    let window = makeWindow(width: width, height: height)
    let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let delegate = RecordingSearchDelegate()
    searchBar.delegate = delegate
    window.addSubview(searchBar)
    window.layoutIfNeeded()
    return (window, searchBar, delegate)
  }

  @Test func defaults() {
    let searchBar = UISearchBar()
    #expect(searchBar.text == "")
    #expect(searchBar.placeholder == "Search")
    #expect(searchBar.prompt == nil)
    #expect(searchBar.searchBarStyle == .default)
    #expect(searchBar.barStyle == .default)
    #expect(!searchBar.showsCancelButton && !searchBar.showsBookmarkButton && !searchBar.showsScopeBar)
    #expect(searchBar.scopeButtonTitles == nil)
    #expect(searchBar.selectedScopeButtonIndex == 0)
    #expect(searchBar.returnKeyType == .search)
    #expect(searchBar.autocapitalizationType == .none)
    #expect(searchBar.keyboardType == .default)
    #expect(searchBar.searchTextField.superview === searchBar)
    #expect(searchBar.searchTextField.clearButtonMode == .whileEditing)
    #expect(searchBar.searchTextField.tokens.isEmpty)
  }

  @Test func drawsAFieldWithASearchGlyphAndThePlaceholder() {
    let (window, searchBar, _) = makeSearchBar()
    #expect(window.screen() == "[⌕ Search                    ]")
    searchBar.placeholder = "Find recipes"
    searchBar.showsCancelButton = true
    #expect(window.screen() == "[⌕ Find recipes      ] Cancel")
    searchBar.searchBarStyle = .minimal
    #expect(window.screen() == "⌕ Find recipes         Cancel")
  }

  @Test func thePromptAndScopeBarTakeALineEach() {
    let (window, searchBar, _) = makeSearchBar(height: 3)
    searchBar.prompt = "Recipes"
    searchBar.scopeButtonTitles = ["All", "Soups", "Cakes"]
    searchBar.showsScopeBar = true
    searchBar.sizeToFit()
    #expect(searchBar.frame.size == CGSize(width: 30, height: 3))
    #expect(
      window.screen() == """
                   Recipes
        [⌕ Search                    ]
          [All]   |  Soups  |  Cakes
        """)
  }

  @Test func theDelegateHearsTheUsersEditingInUIKitsOrder() {
    let (window, searchBar, delegate) = makeSearchBar()
    window.tap(searchBar.searchTextField)
    window.sendText("a")
    window.sendText("b")
    window.press(.keyboardReturnOrEnter)
    searchBar.showsCancelButton = true
    searchBar.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 27, y: 0))
    searchBar.resignFirstResponder()
    #expect(
      delegate.trace.events == [
        "shouldBeginEditing", "textDidBeginEditing",
        "shouldChangeTextIn {0, 0} 'a'", "textDidChange 'a'",
        "shouldChangeTextIn {1, 0} 'b'", "textDidChange 'ab'",
        "searchButtonClicked 'ab'", "cancelButtonClicked",
        "shouldEndEditing", "textDidEndEditing",
      ])
  }

  @Test func settingTheTextInCodeCallsNoDelegateMethod() {
    let (window, searchBar, delegate) = makeSearchBar()
    searchBar.text = "soup"
    #expect(window.screen() == "[⌕ soup                      ]")
    searchBar.becomeFirstResponder()
    delegate.trace.reset()
    searchBar.text = "stew"
    #expect(searchBar.searchTextField.text == "stew")
    #expect(delegate.trace.events == [])
  }

  @Test func aDelegateCanRefuseAnEdit() {
    let (window, searchBar, delegate) = makeSearchBar()
    delegate.allowsChanges = false
    searchBar.becomeFirstResponder()
    window.sendText("x")
    #expect(searchBar.text == "")
    #expect(delegate.trace.events.last == "shouldChangeTextIn {0, 0} 'x'")
  }

  @Test func backspaceAndTheClearButtonReportTextDidChange() {
    let (window, searchBar, delegate) = makeSearchBar()
    searchBar.becomeFirstResponder()
    window.sendText("ab")
    delegate.trace.reset()
    window.press(.keyboardDeleteOrBackspace)
    window.sendTap(at: CGPoint(x: 28, y: 0))
    #expect(
      delegate.trace.events == [
        "shouldChangeTextIn {1, 1} ''", "textDidChange 'a'", "textDidChange ''",
      ])
  }

  @Test func becomeFirstResponderEditsTheField() {
    let (window, searchBar, delegate) = makeSearchBar()
    #expect(searchBar.becomeFirstResponder())
    #expect(window.firstResponder === searchBar.searchTextField)
    #expect(searchBar.searchTextField.isFirstResponder)
    #expect(searchBar.searchTextField.isEditing)
    #expect(delegate.trace.events == ["shouldBeginEditing", "textDidBeginEditing"])
  }

  @Test func theScopeBarReportsTheUsersChoiceOnly() {
    let (window, searchBar, delegate) = makeSearchBar(height: 2)
    searchBar.scopeButtonTitles = ["All", "Soups"]
    searchBar.showsScopeBar = true
    searchBar.selectedScopeButtonIndex = 1
    #expect(delegate.trace.events == [])
    searchBar.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 3, y: 1))
    #expect(searchBar.selectedScopeButtonIndex == 0)
    #expect(delegate.trace.events == ["selectedScopeButtonIndexDidChange 0"])
  }

  @Test func theBookmarkAndResultsButtonsReportTaps() {
    let (window, searchBar, delegate) = makeSearchBar()
    searchBar.showsBookmarkButton = true
    searchBar.showsSearchResultsButton = true
    #expect(window.screen() == "[⌕ Search              ] ⚐  ☰")
    window.sendTap(at: CGPoint(x: 25, y: 0))
    window.sendTap(at: CGPoint(x: 28, y: 0))
    #expect(delegate.trace.events == ["bookmarkButtonClicked", "resultsListButtonClicked"])
    #expect(searchBar.isSearchResultsButtonSelected)
  }

  @Test func textInputTraitsAreTheFieldsTraits() {
    let searchBar = UISearchBar()
    searchBar.keyboardType = .emailAddress
    searchBar.returnKeyType = .go
    searchBar.autocorrectionType = .no
    searchBar.autocapitalizationType = .words
    #expect(searchBar.searchTextField.keyboardType == .emailAddress)
    #expect(searchBar.searchTextField.returnKeyType == .go)
    #expect(searchBar.searchTextField.autocorrectionType == .no)
    #expect(searchBar.searchTextField.autocapitalizationType == .words)
  }

  @Test func returnDoesNotSearchAnEmptyFieldThatEnablesItsReturnKeyAutomatically() {
    let (window, searchBar, delegate) = makeSearchBar()
    searchBar.enablesReturnKeyAutomatically = true
    searchBar.becomeFirstResponder()
    window.press(.keyboardReturnOrEnter)
    window.sendText("a")
    window.press(.keyboardReturnOrEnter)
    #expect(delegate.trace.events.filter { $0.hasPrefix("search") } == ["searchButtonClicked 'a'"])
  }

  @Test func tokensDrawBeforeTheTextAndBackspaceRemovesTheLast() {
    let (window, searchBar, _) = makeSearchBar()
    let field = searchBar.searchTextField
    field.insertToken(UISearchToken(icon: nil, text: "Soups"), at: 0)
    field.insertToken(UISearchToken(icon: nil, text: "Vegan"), at: 9)
    field.removeToken(at: 7)
    searchBar.text = "leek"
    #expect(window.screen() == "[⌕ [Soups] [Vegan] leek      ]")
    searchBar.text = ""
    searchBar.becomeFirstResponder()
    window.press(.keyboardDeleteOrBackspace)
    #expect(field.tokens.map(\.text) == ["Soups"])
  }

  @Test func aOneMegabyteStringIsShownScrolledAndEditable() {
    let (window, searchBar, delegate) = makeSearchBar()
    let long = String(repeating: "abcdefghij", count: 100_000)
    searchBar.text = long
    #expect(window.screen() == "[⌕ abcdefghijabcdefghijabcde…]")
    searchBar.becomeFirstResponder()
    window.sendText("Z")
    #expect(searchBar.text?.utf8.count == 1_000_001)
    #expect(searchBar.text?.hasSuffix("jZ") == true)
    #expect(delegate.trace.events.last == "textDidChange '\(long)Z'")
    #expect(window.screen().hasSuffix("hijZ  ✕]"))
  }

  @Test func scopeTitleAttributesStyleTheScopeBar() {
    let searchBar = UISearchBar()
    searchBar.scopeButtonTitles = ["All", "Mine"]
    searchBar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
    let attributes = searchBar.scopeBarButtonTitleTextAttributes(for: .selected)
    #expect(attributes?[.foregroundColor] as? UIColor == .red)
    #expect(searchBar.scopeBarButtonTitleTextAttributes(for: .normal) == nil)
    searchBar.setSearchFieldBackgroundImage(UIImage(systemName: "star"), for: .normal)
    #expect(searchBar.searchFieldBackgroundImage(for: .normal) != nil)
  }
}
