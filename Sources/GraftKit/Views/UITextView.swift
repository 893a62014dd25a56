public import Foundation
import GraftGraphics

/// A view that shows and edits multiple lines of text, wrapped at its width.
///
/// The view edits while it is first responder: a tap or Tab focus begins editing. Return
/// inserts a newline, the arrow keys move the caret by characters and lines, and the view
/// scrolls to keep the caret in sight.
///
/// As in UIKit, ``UITextViewDelegate/textViewDidChange(_:)`` reports only the user's edits;
/// setting ``text`` in code never calls it.
///
/// ```swift
/// let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
/// notes.text = "Shopping:\n- milk"
/// notes.delegate = coordinator
/// ```
///
/// As in UIKit, a text view is a scroll view: its ``UIScrollView/contentSize`` follows the
/// wrapped text, the mouse wheel scrolls it, and editing scrolls to keep the caret in sight.
/// With ``UIScrollView/isScrollEnabled`` off it does not scroll but sizes itself to its text:
/// its intrinsic height grows with every line.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, CaretProviding {
  /// Posted when a text view begins editing; the object is the view.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted after each of the user's edits; the object is the view.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view ends editing; the object is the view.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The text, its attributes and the selection.
  package let editor = EditableText()
  /// Whether an editing session is under way.
  var editing = false
  /// The column vertical caret movement aims for, kept across consecutive up and down moves.
  var goalColumn: Int?
  /// The wrapped lines, for the width they were wrapped at.
  var cachedLayout: (width: Int, lines: [TextViewLine])?

  /// Creates a text view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Text

  /// The text. Setting it calls no `textViewDidChange(_:)`; the caret moves to the end.
  open var text: String! {
    get { editor.string }
    set { setTextProgrammatically { $0.setText(newValue ?? "") } }
  }

  /// The styled text. Setting it replaces ``text``, as programmatically as setting that does.
  open var attributedText: NSAttributedString! {
    get {
      editor.isAttributed
        ? NSAttributedString(attributedString: editor.storage)
        : NSAttributedString(string: editor.string, attributes: defaultAttributes)
    }
    set {
      setTextProgrammatically { editor in
        if let newValue { editor.setAttributedText(newValue) } else { editor.setText("") }
      }
    }
  }

  /// The colour of the text; `nil` (the default) draws in `.label`.
  open var textColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The font of the text; `nil` (the default) uses the system font.
  open var font: UIFont? {
    didSet { setNeedsDisplay() }
  }

  /// How each line aligns horizontally. The default is `.natural`, which is left-aligned.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// The space around the text.
  ///
  /// UIKit's default insets the text by 8 points above and below; a cell is much taller than a
  /// point, so Graft's default is zero.
  open var textContainerInset: UIEdgeInsets = .zero {
    didSet { layoutDidChange() }
  }

  /// Whether the user can edit the text. The default is `true`.
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
  }

  /// Whether the user can select the text. The default is `true`. Stored only.
  open var isSelectable = true

  /// Whether the user may style the text. Stored only: a terminal has no style menu.
  open var allowsEditingTextAttributes = false

  /// The delegate, when it is a text view's delegate: it is asked about and told of editing.
  ///
  /// NB: UIKit narrows `delegate` to `UITextViewDelegate`; Swift cannot narrow a settable
  /// property, so the scroll view's `delegate` takes a `UITextViewDelegate` (which is a
  /// `UIScrollViewDelegate`, as in UIKit) and the text view asks it through this cast.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Whether the user can scroll the text. Off, the view does not scroll and its intrinsic
  /// size follows its text instead. The default is `true`.
  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { layoutDidChange() } }
  }

  /// The container the text is laid out in: its size follows the view's, inside the insets.
  public let textContainer = NSTextContainer(size: .zero)

  /// The object that lays out the text, as far as apps read it.
  public let layoutManager = NSLayoutManager()

  /// The selection in UTF-16 code units; an empty range is the caret. Setting it while editing
  /// calls `textViewDidChangeSelection(_:)` when it changes.
  open var selectedRange: NSRange {
    get { editor.selection }
    set { select(newValue) }
  }

  // MARK: - Text input traits

  /// How the keyboard capitalises text. Stored only.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether the keyboard corrects spelling. Stored only.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether the keyboard marks misspelt words. Stored only.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The kind of keyboard. Stored only.
  open var keyboardType: UIKeyboardType = .default
  /// The look of the keyboard. Stored only.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The title of the Return key. Stored only.
  open var returnKeyType: UIReturnKeyType = .default
  /// Whether Return is disabled while the view is empty. Stored only.
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is hidden as it is typed. Stored only: a text view always shows it.
  open var isSecureTextEntry = false
  /// What the text means. Stored only.
  open var textContentType: UITextContentType!

  // MARK: - Input views

  private var storedInputView: UIView?
  private var storedInputAccessoryView: UIView?

  /// The view shown in place of the keyboard while editing, along the bottom rows of the
  /// window. The default is `nil`.
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }

  /// The view shown above the keyboard while editing, such as a toolbar with a Done button:
  /// drawn on the bottom rows of the window, above any ``inputView``. The default is `nil`.
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  // MARK: - Layout and drawing

  open override func layoutSubviews() {
    updateContentSize()
    super.layoutSubviews()
    clampScrollPosition()
    if editing { scrollCaretIntoView() }
  }

  /// With scrolling off, the size of the text at the view's width (or its widest line when
  /// the view has no width yet); with scrolling on, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let fitting = fittingSize(for: CGSize(width: bounds.width, height: 0))
    return CGSize(width: bounds.width > 0 ? UIView.noIntrinsicMetric : fitting.width,
      height: fitting.height)
  }

  open override func draw(_ rect: CGRect) {
    drawLines()
  }

  /// The size the wrapped text needs at `size`'s width; the widest paragraph when the width is
  /// unbounded.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(for: size)
  }

  /// Scrolls so that the start of `range` is in sight.
  open func scrollRangeToVisible(_ range: NSRange) {
    scrollToRow(caretLocation(of: editor.snapped(range.location)).row)
  }

  // MARK: - First responder

  /// An editable text view can become first responder, which begins editing.
  open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

  /// An editable text view takes part in keyboard focus, so Tab reaches it.
  open override var canBecomeFocused: Bool { canBecomeFirstResponder }

  /// Begins editing: asks `textViewShouldBeginEditing(_:)`, becomes first responder, then
  /// calls `textViewDidBeginEditing(_:)`. The selection stays where it was.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, window != nil else { return false }
    if isFirstResponder { return true }
    if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) {
      return false
    }
    guard super.becomeFirstResponder() else { return false }
    beginEditingSession()
    return true
  }

  /// Ends editing: asks `textViewShouldEndEditing(_:)`, resigns, then calls
  /// `textViewDidEndEditing(_:)`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    endEditingSession()
    return true
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // NB: Leaving the window ends editing even if the delegate refused, as UIKit forces it.
    if window == nil, editing { endEditingSession() }
  }

  // MARK: - Touches and keys

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A tap begins editing and puts the caret at the tapped character.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    handleTap(at: touch.location(in: self))
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// While editing: arrows, Home, End, Page Up and Page Down move the caret (Shift extends the
  /// selection), Backspace and Delete delete, Return inserts a newline, and keys that type
  /// characters insert them. Tab, Escape and everything else go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = presses.filter { !handleKey($0.key) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - UIKeyInput

  /// Whether the view holds any text.
  open var hasText: Bool { !editor.isEmpty }

  /// Types `text` at the caret, replacing the selection, as the user's edit.
  open func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    performUserEdit(replacing: editor.selection, with: text)
  }

  /// Deletes the selection, or the character before the caret, as the user's edit. At the
  /// start of the text it does nothing and asks nothing.
  open func deleteBackward() {
    deleteTyped(forward: false)
  }

  // MARK: - UITextInput

  /// The selection, or the caret as an empty range.
  open var selectedTextRange: UITextRange? {
    get { UITextRange(editor.selection) }
    set {
      guard let newValue else { return }
      select(newValue.nsRange)
    }
  }

  /// Text an input method is still composing: always `nil`.
  open var markedTextRange: UITextRange? { nil }

  /// The position before the first character.
  open var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

  /// The position after the last character.
  open var endOfDocument: UITextPosition { UITextPosition(utf16Offset: editor.length) }

  /// The text in `range`, or `nil` when the range lies outside the text.
  open func text(in range: UITextRange) -> String? {
    editor.substring(in: range.nsRange)
  }

  /// Replaces the text in `range` as the text-input system does: without asking the delegate,
  /// but reporting the change.
  open func replace(_ range: UITextRange, withText text: String) {
    replaceFromInputSystem(range.nsRange, with: text)
  }

  /// The range between two positions, or `nil` when either lies outside the text.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    let range = 0...editor.length
    guard range.contains(fromPosition.utf16Offset), range.contains(toPosition.utf16Offset) else {
      return nil
    }
    return UITextRange(start: fromPosition, end: toPosition)
  }

  /// The position `offset` UTF-16 code units from `position`, or `nil` outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.utf16Offset + offset
    return (0...editor.length).contains(target) ? UITextPosition(utf16Offset: target) : nil
  }

  /// The position `offset` steps from `position` in `direction`: characters left or right,
  /// or rows up or down at the same column.
  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    switch direction {
    case .right: return self.position(from: position, offset: offset)
    case .left: return self.position(from: position, offset: -offset)
    case .up, .down:
      let location = caretLocation(of: editor.snapped(position.utf16Offset))
      let row = location.row + (direction == .down ? offset : -offset)
      return UITextPosition(utf16Offset: self.offset(row: row, column: location.column))
    }
  }

  /// How two positions are ordered.
  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.utf16Offset < other.utf16Offset
      ? .orderedAscending
      : position.utf16Offset > other.utf16Offset ? .orderedDescending : .orderedSame
  }

  /// The number of UTF-16 code units from one position to another.
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.utf16Offset - from.utf16Offset
  }

  /// The one-cell rectangle of the caret at `position`, in the view's coordinates.
  open func caretRect(for position: UITextPosition) -> CGRect {
    caretCell(at: editor.snapped(position.utf16Offset))
  }

  /// The position of the caret a tap at `point` would place.
  open func closestPosition(to point: CGPoint) -> UITextPosition? {
    UITextPosition(utf16Offset: offset(at: point))
  }

  // MARK: - Caret and description

  /// The caret while editing with nothing selected and the caret in sight; `nil` otherwise.
  package var caretRect: CGRect? {
    guard editing, editor.selection.length == 0 else { return nil }
    let caret = caretCell(at: editor.active)
    return bounds.contains(caret.origin) ? caret : nil
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    let text = editor.string.replacingOccurrences(of: "\n", with: "\\n")
    properties.insert(("text", "'\(text)'"), at: 0)
    if !isEditable { properties.append(("editable", "NO")) }
    if editing { properties.append(("editing", "YES")) }
    return properties
  }
}
