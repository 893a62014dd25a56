public import Foundation
import GraftGraphics

/// A control that shows one line of editable text.
///
/// A field draws its text, or its placeholder while empty, on one line; a border draws as
/// brackets, `[Name      ]`. It edits while it is first responder: a tap, or focusing it with
/// Tab, begins editing, and the terminal's cursor shows the caret.
///
/// As in UIKit, the field reports only what the user does. Typing asks the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, changes the text, sends
/// `.editingChanged` and then calls `textFieldDidChangeSelection(_:)`. Setting ``text`` in code
/// sends nothing, but while editing it moves the caret to the end and reports that selection
/// change.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
/// field.borderStyle = .roundedRect
/// field.placeholder = "Name"
/// field.addAction(UIAction { _ in print(field.text ?? "") }, for: .editingChanged)
/// ```
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInput, UITextInputTraits, CaretProviding {
  /// The text, its attributes and the selection.
  package let editor = EditableText()
  /// How many columns of the text are scrolled out of sight on the left while editing.
  package var horizontalScroll = 0
  /// Where the touch that is ending lifted, for ``didTapInside()``.
  package var lastTouchLocation: CGPoint?
  /// Whether an editing session is under way; ``isEditing`` reports it.
  var editing = false
  private var storedPlaceholder: NSAttributedString?

  /// Creates a field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Text

  /// The text. Reading it never gives `nil`: an empty field's text is `""`.
  ///
  /// Setting it sends no `.editingChanged` and asks the delegate nothing. While the field is
  /// editing, it moves the caret to the end and calls `textFieldDidChangeSelection(_:)`.
  open var text: String? {
    get { editor.string }
    set { setTextProgrammatically { $0.setText(newValue ?? "") } }
  }

  /// The styled text. Setting it replaces ``text``, as programmatically as setting that does.
  open var attributedText: NSAttributedString? {
    get {
      editor.isAttributed
        ? NSAttributedString(attributedString: editor.storage)
        : NSAttributedString(string: editor.string, attributes: defaultTextAttributes)
    }
    set {
      setTextProgrammatically { editor in
        if let newValue { editor.setAttributedText(newValue) } else { editor.setText("") }
      }
    }
  }

  /// The text drawn while the field is empty. Setting it replaces ``attributedPlaceholder``.
  open var placeholder: String? {
    get { storedPlaceholder?.string }
    set {
      storedPlaceholder = newValue.map { NSAttributedString(string: $0) }
      contentDidChange()
    }
  }

  /// The styled text drawn while the field is empty, in `.placeholderText` where its
  /// attributes set no colour. Setting it replaces ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    get { storedPlaceholder }
    set {
      storedPlaceholder = newValue
      contentDidChange()
    }
  }

  /// The colour of the text. The default is `.label`.
  open var textColor: UIColor? = .label {
    didSet { setNeedsDisplay() }
  }

  /// The font of the text.
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet { setNeedsDisplay() }
  }

  /// How the text aligns horizontally. The default is `.natural`, which is left-aligned.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// The attributes unattributed text draws with: the text colour and font.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get {
      var attributes: [NSAttributedString.Key: Any] = [.foregroundColor: textColor ?? .label]
      if let font { attributes[.font] = font }
      return attributes
    }
    set {
      textColor = newValue[.foregroundColor] as? UIColor ?? .label
      if let font = newValue[.font] as? UIFont { self.font = font }
    }
  }

  /// Whether the user may style the text. Stored only: a terminal has no style menu.
  open var allowsEditingTextAttributes = false

  /// Whether UIKit would shrink the font to fit the width. Stored only: text in a terminal has
  /// one size.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest font size for ``adjustsFontSizeToFitWidth``. Stored only.
  open var minimumFontSize: CGFloat = 0

  // MARK: - Appearance

  /// The border the field draws. `.line`, `.bezel` and `.roundedRect` all draw as brackets.
  open var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { contentDidChange() } }
  }

  /// When the clear button, `✕` at the right edge, shows. It shows only while there is text.
  open var clearButtonMode: ViewMode = .never {
    didSet { if clearButtonMode != oldValue { contentDidChange() } }
  }

  /// Whether beginning to edit clears the text.
  open var clearsOnBeginEditing = false

  /// A view shown at the left edge, inside the border, as ``leftViewMode`` allows.
  open var leftView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: leftView) }
  }

  /// When ``leftView`` shows.
  open var leftViewMode: ViewMode = .never {
    didSet { contentDidChange() }
  }

  /// A view shown at the right edge, inside the border, as ``rightViewMode`` allows.
  open var rightView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: rightView) }
  }

  /// When ``rightView`` shows.
  open var rightViewMode: ViewMode = .never {
    didSet { contentDidChange() }
  }

  // MARK: - Delegate and state

  /// The object that is asked about and told of editing.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the field is editing: it is first responder and takes typing.
  open var isEditing: Bool { editing }

  /// A disabled field stops editing.
  open override var isEnabled: Bool {
    didSet { if !isEnabled, isFirstResponder { resignFirstResponder() } }
  }

  // MARK: - Text input traits

  /// How the keyboard capitalises text. Stored only.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether the keyboard corrects spelling. Stored only.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether the keyboard marks misspelt words. Stored only.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The kind of keyboard. Stored only: every key of the terminal's keyboard types.
  open var keyboardType: UIKeyboardType = .default
  /// The look of the keyboard. Stored only.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The title of the Return key. Stored only.
  open var returnKeyType: UIReturnKeyType = .default
  /// Whether Return is disabled while the field is empty. Stored only.
  open var enablesReturnKeyAutomatically = false
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
  /// Whether the text draws as one `•` per character, as a password does.
  open var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
  }

  // MARK: - Rectangles

  /// The rectangle the border draws in: the whole bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect {
    bounds
  }

  /// The rectangle the text draws in when the field is not editing: inside the border, the
  /// overlay views and the clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    contentRect(forBounds: bounds)
  }

  /// The rectangle the placeholder draws in; the same as the text's.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }

  /// The rectangle the text draws in while the field is editing.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    contentRect(forBounds: bounds)
  }

  /// The rectangle of the clear button: one column inside the right border.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let right = bounds.maxX - borderInset - overlayWidth(of: rightView, mode: rightViewMode)
    return CGRect(x: right - 1, y: bounds.minY, width: 1, height: bounds.height)
  }

  /// The rectangle of ``leftView``: at the left edge, inside the border, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.frame.size ?? .zero
    return CGRect(
      x: bounds.minX + borderInset,
      y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
      width: size.width, height: size.height)
  }

  /// The rectangle of ``rightView``: at the right edge, inside the border, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(
      x: bounds.maxX - borderInset - size.width,
      y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
      width: size.width, height: size.height)
  }

  // MARK: - Drawing and sizing

  open override func draw(_ rect: CGRect) {
    drawBorderAndClearButton()
    if editor.isEmpty {
      drawPlaceholder(in: placeholderRect(forBounds: bounds))
    } else {
      drawText(in: editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
    }
  }

  /// Draws the text on one line, centred vertically in `rect`: scrolled to keep the caret in
  /// sight while editing, cut short with "…" otherwise.
  open func drawText(in rect: CGRect) {
    drawTextLine(in: rect)
  }

  /// Draws the placeholder on one line, centred vertically in `rect`.
  open func drawPlaceholder(in rect: CGRect) {
    drawPlaceholderLine(in: rect)
  }

  /// The width of the text, or of the placeholder while empty, plus two columns for a border
  /// and two for a clear button; one line high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(naturalWidth), height: 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutOverlayViews()
  }

  // MARK: - First responder

  /// An enabled field can become first responder, which begins editing.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, puts the
  /// caret at the end, then calls `textFieldDidBeginEditing(_:)` and sends `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, window != nil else { return false }
    if isFirstResponder { return true }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    beginEditingSession()
    return true
  }

  /// Ends editing: asks `textFieldShouldEndEditing(_:)`, resigns, then calls
  /// `textFieldDidEndEditing(_:reason:)` and sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    guard super.resignFirstResponder() else { return false }
    endEditingSession()
    return true
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // NB: A field removed from its window stops editing even if its delegate refused, as
    // UIKit forces it.
    if window == nil, editing { endEditingSession() }
  }

  // MARK: - Touches and keys

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    lastTouchLocation = touches.first?.location(in: self)
    super.touchesEnded(touches, with: event)
    lastTouchLocation = nil
  }

  /// A tap on the clear button clears; any other tap begins editing, or moves the caret to
  /// the tapped column while editing. The field sends `.touchUpInside`, never its primary
  /// action, for a tap.
  package override func didTapInside() {
    sendActions(for: .touchUpInside)
    handleTap(at: lastTouchLocation)
  }

  /// Space or Return on a focused field that is not editing begins editing again.
  package override func didActivateFromKeyboard() {
    becomeFirstResponder()
  }

  /// While editing: arrows, Home and End move the caret (Shift extends the selection),
  /// Backspace and Delete delete, Return returns, and keys that type characters insert them.
  /// Tab, Escape and everything else go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard editing else { return super.pressesBegan(presses, with: event) }
    let unhandled = presses.filter { !handleKey($0.key) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - UIKeyInput

  /// Whether the field holds any text.
  open var hasText: Bool { !editor.isEmpty }

  /// Types `text` at the caret, replacing the selection, as the user's edit. A newline is the
  /// Return key: the field never holds one.
  open func insertText(_ text: String) {
    insertTyped(text)
  }

  /// Deletes the selection, or the character before the caret, as the user's edit. At the
  /// start of the text it does nothing and asks nothing.
  open func deleteBackward() {
    deleteTyped(forward: false)
  }

  // MARK: - UITextInput

  /// The selection, or the caret as an empty range. Setting it while editing calls
  /// `textFieldDidChangeSelection(_:)` when the selection changes.
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
  /// but sending `.editingChanged`.
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

  /// The position `offset` steps from `position` in `direction`: characters left or right;
  /// up or down, a single-line field goes to its start or end.
  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    switch direction {
    case .right: self.position(from: position, offset: offset)
    case .left: self.position(from: position, offset: -offset)
    case .up: offset == 0 ? position : beginningOfDocument
    case .down: offset == 0 ? position : endOfDocument
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

  /// The one-cell rectangle of the caret at `position`, in the field's coordinates.
  open func caretRect(for position: UITextPosition) -> CGRect {
    caretCell(at: position.utf16Offset)
  }

  /// The position of the caret a tap at `point` would place.
  open func closestPosition(to point: CGPoint) -> UITextPosition? {
    UITextPosition(utf16Offset: offset(atColumn: point.x))
  }

  // MARK: - Description

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("text", "'\(isSecureTextEntry ? "" : editor.string)'"), at: 0)
    if let placeholder { properties.insert(("placeholder", "'\(placeholder)'"), at: 1) }
    if editing { properties.append(("editing", "YES")) }
    return properties
  }
}
