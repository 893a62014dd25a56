public import Foundation
import GraftGraphics

/// A field for search text, with optional Cancel, bookmark and results buttons, a prompt above
/// it and a scope bar below it.
///
/// In a terminal a search bar draws its prompt on the first line, when it has one, then its
/// ``searchTextField``, `[⌕ Search]`, across the width with the buttons shown after it
/// (`⚐` bookmark, `☰` results, `Cancel`), then the scope bar, a `UISegmentedControl` of
/// ``scopeButtonTitles``, when ``showsScopeBar`` is set. The ``Style/minimal`` style draws the
/// field without its brackets.
///
/// Editing goes to the ``delegate`` in UIKit's order (see ``UISearchBarDelegate``), for what
/// the user does only. The search bar takes its text input traits from the field, whose Return
/// key is Search: pressing it calls `searchBarSearchButtonClicked(_:)`.
///
/// ```swift
/// let searchBar = UISearchBar()
/// searchBar.placeholder = "Search recipes"
/// searchBar.showsCancelButton = true
/// searchBar.delegate = self
/// ```
@MainActor @preconcurrency
open class UISearchBar: UIView, UITextInputTraits {
  /// How a search bar looks.
  public enum Style: UInt, Sendable {
    /// The default: prominent.
    case `default` = 0
    /// A field on a translucent background.
    case prominent = 1
    /// A field with no background; in a terminal, without brackets.
    case minimal = 2
  }

  /// The icons a search bar can show.
  public enum Icon: Int, Sendable {
    case search = 0
    case clear = 1
    case bookmark = 2
    case resultsList = 3
  }

  /// Relays the field's delegate questions to the search bar's delegate.
  private final class FieldRelay: UITextFieldDelegate {
    unowned let searchBar: UISearchBar
    init(_ searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
      searchBar.searchController?.searchBarDidBeginEditing()
      searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
      searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      // NB: As the Search key, disabled while the field is empty when it enables automatically.
      if textField.enablesReturnKeyAutomatically, !textField.hasText { return false }
      searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
      return true
    }
  }

  /// The field the user types the search text into.
  public let searchTextField = UISearchTextField()
  private lazy var relay = FieldRelay(self)
  private let promptLabel = UILabel()
  private let cancelButton = UIButton(type: .system)
  private let bookmarkButton = UIButton(type: .system)
  private let resultsButton = UIButton(type: .system)
  private let scopeBar = UISegmentedControl(items: nil)

  /// Creates a search bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    searchTextField.delegate = relay
    searchTextField.placeholder = "Search"
    searchTextField.autocapitalizationType = .none
    searchTextField.addAction(
      UIAction { [unowned self] _ in
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchTextDidChange()
      }, for: .editingChanged)
    promptLabel.textAlignment = .center
    for button in [cancelButton, bookmarkButton, resultsButton] { button.bezel = .bare }
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(
      UIAction { [unowned self] _ in
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelSearch()
      }, for: .touchUpInside)
    bookmarkButton.setTitle(UIImage(systemName: "book")?.glyph ?? "⚐", for: .normal)
    bookmarkButton.addAction(
      UIAction { [unowned self] _ in delegate?.searchBarBookmarkButtonClicked(self) }, for: .touchUpInside)
    resultsButton.setTitle("☰", for: .normal)
    resultsButton.addAction(
      UIAction { [unowned self] _ in
        isSearchResultsButtonSelected.toggle()
        delegate?.searchBarResultsListButtonClicked(self)
      }, for: .touchUpInside)
    scopeBar.addAction(
      UIAction { [unowned self] _ in
        storedScopeIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: storedScopeIndex)
        searchController?.searchScopeDidChange()
      }, for: .valueChanged)
    addSubview(searchTextField)
    arrangeSubviews()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The object that hears of editing and of the buttons.
  open weak var delegate: (any UISearchBarDelegate)?

  /// The search controller that owns this bar, which hears of editing beside the delegate.
  weak var searchController: UISearchController?

  // MARK: - Text

  /// The search text. Setting it calls no delegate method, as in UIKit.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while the field is empty. The default is "Search".
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// A line of text shown above the field.
  open var prompt: String? {
    didSet { arrangeSubviews() }
  }

  // MARK: - Appearance

  /// The search bar's style. The default is ``Style/default``.
  open var searchBarStyle: Style = .default {
    didSet { searchTextField.borderStyle = searchBarStyle == .minimal ? .none : .roundedRect }
  }

  /// The bar's style; kept, as every bar draws in the terminal's colours.
  open var barStyle: UIBarStyle = .default

  /// The bar's background colour; kept, as the terminal draws no bar background.
  open var barTintColor: UIColor?

  /// Whether the bar is translucent; kept, as a terminal draws nothing translucent.
  open var isTranslucent = true

  /// The bar's background image; kept, as a terminal draws no background image.
  open var backgroundImage: UIImage?

  /// Whether the user can interact with the search bar. The default is `true`.
  open var isEnabled: Bool {
    get { searchTextField.isEnabled }
    set {
      searchTextField.isEnabled = newValue
      for button in [cancelButton, bookmarkButton, resultsButton] { button.isEnabled = newValue }
      scopeBar.isEnabled = newValue
    }
  }

  /// Sets the image shown for `icon`; the search icon is the field's left view.
  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    switch icon {
    case .search: (searchTextField.leftView as? UIImageView)?.image = iconImage
    case .bookmark: bookmarkButton.setTitle(iconImage?.glyph ?? "⚐", for: .normal)
    case .resultsList: resultsButton.setTitle(iconImage?.glyph ?? "☰", for: .normal)
    case .clear: break
    }
  }

  // MARK: - Buttons

  /// Whether the Cancel button shows. The default is `false`.
  open var showsCancelButton = false {
    didSet { arrangeSubviews() }
  }

  /// Shows or hides the Cancel button.
  ///
  /// - Parameter animated: Ignored: the button shows or hides at once.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Whether the bookmark button shows. The default is `false`.
  open var showsBookmarkButton = false {
    didSet { arrangeSubviews() }
  }

  /// Whether the search results button shows. The default is `false`.
  open var showsSearchResultsButton = false {
    didSet { arrangeSubviews() }
  }

  /// Whether the search results button is selected; a tap toggles it.
  open var isSearchResultsButtonSelected = false {
    didSet { resultsButton.isSelected = isSearchResultsButtonSelected }
  }

  // MARK: - Scope bar

  /// The titles of the scope buttons.
  open var scopeButtonTitles: [String]? {
    didSet {
      scopeBar.removeAllSegments()
      for (index, title) in (scopeButtonTitles ?? []).enumerated() {
        scopeBar.insertSegment(withTitle: title, at: index, animated: false)
      }
      selectedScopeButtonIndex = storedScopeIndex
      arrangeSubviews()
    }
  }

  private var storedScopeIndex = 0

  /// The index of the selected scope button. The default is 0; setting it calls nothing.
  open var selectedScopeButtonIndex: Int {
    get { storedScopeIndex }
    set {
      storedScopeIndex = newValue
      let count = scopeButtonTitles?.count ?? 0
      scopeBar.selectedSegmentIndex = (0..<count).contains(newValue) ? newValue : UISegmentedControl.noSegment
    }
  }

  /// Sets the text attributes of the scope buttons' titles in `state`.
  open func setScopeBarButtonTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    scopeBar.setTitleTextAttributes(attributes, for: state)
  }

  /// The text attributes of the scope buttons' titles in `state`.
  open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    scopeBar.titleTextAttributes(for: state)
  }

  private var searchFieldBackgroundImages: [UInt: UIImage] = [:]

  /// Sets the field's background image in `state`; kept, as a terminal draws no images behind
  /// text.
  open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    searchFieldBackgroundImages[state.rawValue] = backgroundImage
  }

  /// The field's background image in `state`.
  open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
    searchFieldBackgroundImages[state.rawValue]
  }

  /// Whether the scope bar shows. The default is `false`.
  open var showsScopeBar = false {
    didSet { arrangeSubviews() }
  }

  /// Shows or hides the scope bar.
  ///
  /// - Parameter animated: Ignored: the bar shows or hides at once.
  open func setShowsScope(_ show: Bool, animated: Bool) {
    showsScopeBar = show
  }

  // MARK: - Text input traits

  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  open var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  open var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }
  open var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }
  open var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }

  // MARK: - First responder

  /// The search bar edits through its field, which becomes first responder in its place.
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Begins editing in the field, asking the delegate first.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    searchTextField.becomeFirstResponder()
  }

  /// Ends editing in the field, asking the delegate first.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    searchTextField.isFirstResponder ? searchTextField.resignFirstResponder() : super.resignFirstResponder()
  }

  /// Escape ends an active search controller's search, as Cancel does.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let escape = presses.first { $0.key?.keyCode == .keyboardEscape }
    guard let escape, let searchController, searchController.isActive else {
      super.pressesBegan(presses, with: event)
      return
    }
    searchController.cancelSearch()
    let rest = presses.subtracting([escape])
    if !rest.isEmpty { super.pressesBegan(rest, with: event) }
  }

  // MARK: - Layout

  private var showsPrompt: Bool { !(prompt ?? "").isEmpty }
  private var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

  /// Adds and removes the optional parts, and lays them out again.
  private func arrangeSubviews() {
    func show(_ view: UIView, _ shown: Bool) {
      if shown, view.superview !== self { addSubview(view) }
      if !shown, view.superview === self { view.removeFromSuperview() }
    }
    promptLabel.text = prompt
    show(promptLabel, showsPrompt)
    show(bookmarkButton, showsBookmarkButton)
    show(resultsButton, showsSearchResultsButton)
    show(cancelButton, showsCancelButton)
    show(scopeBar, showsScope)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// As wide as it is given; a line for the field, and one each for the prompt and scope bar.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(1 + (showsPrompt ? 1 : 0) + (showsScope ? 1 : 0)))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: intrinsicContentSize.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    var y = bounds.minY
    if showsPrompt {
      promptLabel.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: 1)
      y += 1
    }
    var right = bounds.maxX
    for (button, shown) in [
      (cancelButton, showsCancelButton), (resultsButton, showsSearchResultsButton),
      (bookmarkButton, showsBookmarkButton),
    ] where shown {
      let width = button.intrinsicContentSize.width
      button.frame = CGRect(x: right - width, y: y, width: width, height: 1)
      // NB: A bare button's own padding separates it from its neighbours.
      right -= width
    }
    searchTextField.frame = CGRect(x: bounds.minX, y: y, width: max(0, right - bounds.minX), height: 1)
    if showsScope {
      scopeBar.frame = CGRect(x: bounds.minX, y: y + 1, width: bounds.width, height: 1)
    }
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if let text, !text.isEmpty { properties.insert(("text", "'\(text.prefix(40))'"), at: 0) }
    return properties
  }
}
