import Foundation
import GraftGraphics
import GraftKit
import Testing

/// How a text field draws and sizes itself, its clear button, and its text-input API.
@Suite @MainActor struct UITextFieldDrawingTests {
  // MARK: - Drawing

  @Test func aPlaceholderShowsUntilThereIsText() {
    let window = makeWindow(width: 12, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    window.addSubview(field)
    #expect(window.screen() == "[Name      ]")
    #expect(window.render()[1, 0].style.foreground == UIColor.placeholderText.terminalColor)
    field.text = "hello"
    #expect(window.screen() == "[hello     ]")
    #expect(window.render()[1, 0].style.foreground == .default)
  }

  /// ASCII letters are taken a byte at a time, except where what follows can join them: here a
  /// combining mark. An emoji with its skin-tone modifier stays one character beside them.
  @Test func asciiThatAGraphemeContinuesIsDrawnAsOneCharacter() {
    let window = makeWindow(width: 12, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    field.text = "cafe\u{301} 👍🏽 ok"
    window.addSubview(field)
    #expect(window.screen() == "café 👍🏽 ok")
    #expect(window.render()[3, 0].text == "e\u{301}")
    #expect(window.render()[4, 0].text == " ")
  }

  /// The selection is drawn inverted, also where it starts or ends inside a run of ASCII that is
  /// drawn in one piece, and across a character that is not ASCII.
  @Test func theSelectionIsDrawnInverted() {
    let (window, field) = makeEditingTextField("hello wörld ok")
    let start = field.beginningOfDocument
    field.selectedTextRange = field.textRange(
      from: field.position(from: start, offset: 3)!, to: field.position(from: start, offset: 9)!)
    let frame = window.render()
    #expect(window.screen() == "hello wörld ok")
    #expect((0..<20).filter { frame[$0, 0].style.attributes.contains(.inverse) } == Array(3..<9))
    field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: 2)!)
    let reselected = window.render()
    #expect((0..<20).filter { reselected[$0, 0].style.attributes.contains(.inverse) } == [0, 1])
  }

  @Test func anAttributedPlaceholderKeepsItsColour() {
    let window = makeWindow(width: 10, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.white])
    window.addSubview(field)
    #expect(field.placeholder == "Search")
    #expect(window.screen() == "Search")
    #expect(window.render()[0, 0].style.foreground == UIColor.white.terminalColor)
    field.placeholder = "Find"
    #expect(field.attributedPlaceholder?.string == "Find")
    #expect(window.screen() == "Find")
  }

  @Test func secureEntryDrawsOneBulletPerCharacter() {
    let window = makeWindow(width: 12, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    field.borderStyle = .line
    field.isSecureTextEntry = true
    field.text = "pa👍🏽s"
    window.addSubview(field)
    #expect(window.screen() == "[••••      ]")
  }

  @Test func longTextIsCutShortUntilEditingThenScrollsWithTheCaret() {
    let window = makeWindow(width: 10, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.borderStyle = .bezel
    field.text = "abcdefghij"
    window.addSubview(field)
    #expect(window.screen() == "[abcdefg…]")
    #expect(window.caretLocation == nil)
    field.becomeFirstResponder()
    #expect(window.screen() == "[defghij ]")
    #expect(window.caretLocation! == (8, 0))
    window.press(.keyboardHome)
    #expect(window.screen() == "[abcdefgh]")
    #expect(window.caretLocation! == (1, 0))
  }

  @Test func theCaretSitsAfterTheTextInWindowCoordinates() {
    let window = makeWindow(width: 20, height: 4)
    let field = UITextField(frame: CGRect(x: 3, y: 2, width: 10, height: 1))
    field.borderStyle = .roundedRect
    field.text = "ab"
    window.addSubview(field)
    #expect(field.caretRect == nil)
    field.becomeFirstResponder()
    #expect(field.caretRect == CGRect(x: 3, y: 0, width: 1, height: 1))
    #expect(window.caretLocation! == (6, 2))
  }

  @Test func textIsCentredVerticallyAndAligned() {
    let window = makeWindow(width: 10, height: 3)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    field.text = "abc"
    field.textAlignment = .right
    window.addSubview(field)
    #expect(window.screen() == "\n       abc\n")
  }

  @Test func typedTextTakesTheAttributesOfTheTextBeforeIt() {
    let window = makeWindow(width: 10, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.attributedText = NSAttributedString(
      string: "ab", attributes: [.foregroundColor: UIColor.red])
    window.addSubview(field)
    field.becomeFirstResponder()
    window.sendText("c")
    #expect(window.screen() == "abc")
    #expect(window.render()[2, 0].style.foreground == UIColor.red.terminalColor)
    let attributes = field.attributedText!.attributes(at: 2, effectiveRange: nil)
    #expect(attributes[.foregroundColor] as? UIColor == .red)
  }

  @Test func aSubclassCanPadTheTextByOverridingItsRectangles() {
    final class PaddedField: UITextField {
      override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 2, dy: 0)
      }
      override func editingRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 2, dy: 0)
      }
    }
    let window = makeWindow(width: 10, height: 1)
    let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.text = "abcdefgh"
    window.addSubview(field)
    #expect(window.screen() == "  abcde…")
    field.becomeFirstResponder()
    #expect(window.screen() == "  defgh")
    #expect(window.caretLocation! == (7, 0))
  }

  @Test func aLeftViewTakesItsWidthBeforeTheText() {
    let window = makeWindow(width: 10, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.borderStyle = .roundedRect
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    field.leftViewMode = .always
    field.text = "ab"
    window.addSubview(field)
    #expect(window.screen() == "[  ab    ]")
    #expect(field.leftView?.frame == CGRect(x: 1, y: 0, width: 2, height: 1))
    #expect(field.intrinsicContentSize == CGSize(width: 6, height: 1))
    field.leftViewMode = .unlessEditing
    field.becomeFirstResponder()
    #expect(window.screen() == "[ab      ]")
    #expect(field.leftView?.isHidden == true)
  }

  // MARK: - Clear button

  @Test func theClearButtonClearsTheTextAndBeginsEditing() {
    let window = makeWindow(width: 12, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    field.clearButtonMode = .always
    field.text = "hello"
    window.addSubview(field)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents([.editingChanged, .editingDidBegin], of: field, into: trace)
    #expect(window.screen() == "hello      ✕")
    window.sendTap(at: CGPoint(x: 11, y: 0))
    #expect(field.text == "")
    #expect(field.isEditing)
    #expect(window.screen() == "")
    #expect(
      trace.events == [
        "shouldClear", "shouldBegin", "didBegin", "editingDidBegin text='hello' caret=5",
        "editingChanged text='' caret=0", "didChangeSelection text='' caret=0",
      ])
  }

  @Test func aDeclinedClearKeepsTheText() {
    let (window, field) = makeEditingTextField("abc", width: 12)
    field.clearButtonMode = .whileEditing
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    delegate.allowsClear = false
    field.delegate = delegate
    #expect(window.screen() == "abc        ✕")
    window.sendTap(at: CGPoint(x: 11, y: 0))
    #expect(field.text == "abc")
    #expect(trace.events == ["shouldClear"])
    field.resignFirstResponder()
    #expect(window.screen() == "abc")
  }

  // MARK: - Sizing and text input

  @Test func intrinsicSizeCountsTextBorderAndClearButton() {
    let field = UITextField()
    field.placeholder = "Name"
    #expect(field.intrinsicContentSize == CGSize(width: 4, height: 1))
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    #expect(field.intrinsicContentSize == CGSize(width: 8, height: 1))
    field.text = "hello"
    #expect(field.intrinsicContentSize == CGSize(width: 9, height: 1))
  }

  @Test func positionsAndRangesCountUTF16CodeUnits() {
    let field = UITextField()
    field.text = "a👍🏽b"
    let start = field.beginningOfDocument
    #expect(field.offset(from: start, to: field.endOfDocument) == 6)
    let afterEmoji = field.position(from: start, offset: 5)!
    #expect(field.text(in: field.textRange(from: start, to: afterEmoji)!) == "a👍🏽")
    #expect(field.position(from: start, offset: 7) == nil)
    #expect(field.position(from: start, offset: -1) == nil)
    #expect(field.compare(start, to: afterEmoji) == .orderedAscending)
    #expect(field.markedTextRange == nil)
    #expect(field.textRange(from: start, to: afterEmoji)!.isEmpty == false)
  }

  @Test func settingTheSelectionReportsOnlyRealChanges() {
    let (window, field) = makeEditingTextField("abcd")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    let range = field.textRange(
      from: field.position(from: field.beginningOfDocument, offset: 1)!,
      to: field.position(from: field.beginningOfDocument, offset: 1)!)
    field.selectedTextRange = range
    field.selectedTextRange = range
    #expect(field.caretOffset == 1)
    #expect(window.caretLocation! == (1, 0))
    #expect(trace.events == ["didChangeSelection text='abcd' caret=1"])
  }

  @Test func inputTraitsAreStored() {
    let field = UITextField()
    #expect(field.keyboardType == .default)
    #expect(field.autocapitalizationType == .sentences)
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.textContentType = .password
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
    #expect(field.autocorrectionType == .no)
    #expect(field.textContentType == .password)
  }
}
