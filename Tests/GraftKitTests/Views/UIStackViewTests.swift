import Foundation
import GraftKit
import Testing

/// A one-line label showing `text`.
@MainActor
private func label(_ text: String) -> UILabel {
  let label = UILabel()
  label.text = text
  return label
}

/// A stack of labels `texts`, `frame` sized, laid out at once.
@MainActor
private func makeStack(
  _ texts: [String], axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0,
  frame: CGRect
) -> (UIStackView, [UILabel]) {
  let labels = texts.map(label)
  let stack = UIStackView(arrangedSubviews: labels)
  stack.axis = axis
  stack.spacing = spacing
  stack.frame = frame
  stack.layoutIfNeeded()
  return (stack, labels)
}

@Suite @MainActor struct UIStackViewTests {
  @Test func defaults() {
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.spacing == 0)
    #expect(stack.alignment == .fill)
    #expect(stack.distribution == .fill)
    #expect(stack.isLayoutMarginsRelativeArrangement == false)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
  }

  @Test func horizontalLayoutWithSpacing() {
    let window = makeWindow(width: 10, height: 1)
    let (stack, labels) = makeStack(
      ["A", "BB", "CCC"], spacing: 1, frame: CGRect(x: 1, y: 0, width: 8, height: 1))
    window.addSubview(stack)

    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 2, height: 1),
        CGRect(x: 5, y: 0, width: 3, height: 1),
      ])
    #expect(window.screen() == " A BB CCC")
    #expect(stack.intrinsicContentSize == CGSize(width: 8, height: 1))
  }

  @Test func verticalLayoutWithSpacing() {
    let window = makeWindow(width: 5, height: 5)
    let (stack, labels) = makeStack(
      ["A", "BB", "CCC"], axis: .vertical, spacing: 1,
      frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    window.addSubview(stack)

    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 5, height: 1), CGRect(x: 0, y: 2, width: 5, height: 1),
        CGRect(x: 0, y: 4, width: 5, height: 1),
      ])
    #expect(
      window.screen() == """
        A

        BB

        CCC
        """)
    #expect(stack.intrinsicContentSize == CGSize(width: 3, height: 5))
  }

  @Test func theViewThatHugsLeastGrows() {
    let (stack, labels) = makeStack(
      ["Name", "Value"], spacing: 1, frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    // Equal hugging: the first view takes the extra space.
    #expect(labels.map(\.frame.width) == [6, 5])

    labels[0].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 4, height: 1), CGRect(x: 5, y: 0, width: 7, height: 1),
      ])
  }

  @Test func theViewThatResistsCompressionLeastShrinks() {
    let window = makeWindow(width: 8, height: 1)
    let (stack, labels) = makeStack(
      ["Hello", "World"], spacing: 1, frame: CGRect(x: 0, y: 0, width: 8, height: 1))
    window.addSubview(stack)
    // Equal resistance: the last view gives way.
    #expect(labels.map(\.frame.width) == [5, 2])
    #expect(window.screen() == "Hello W…")

    labels[0].setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    stack.setNeedsLayout()
    #expect(window.screen() == "H… World")
    #expect(labels.map(\.frame.width) == [2, 5])
  }

  @Test func hiddenArrangedViewsTakeNoSpace() {
    let window = makeWindow(width: 9, height: 1)
    let labels = ["A", "B", "C"].map(label)
    labels[1].isHidden = true
    // A view without an intrinsic width takes the space the labels leave.
    let stack = UIStackView(arrangedSubviews: labels + [UIView()])
    stack.spacing = 1
    stack.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
    stack.setCustomSpacing(3, after: labels[0])
    window.addSubview(stack)
    #expect(window.screen() == "A   C")
    #expect(labels.map(\.frame.minX) == [0, 0, 4])
    #expect(stack.intrinsicContentSize == CGSize(width: 6, height: 1))

    labels[1].isHidden = false
    stack.layoutIfNeeded()
    #expect(labels.map(\.frame.minX) == [0, 4, 6])
    #expect(window.screen() == "A   B C")

    labels[0].isHidden = true
    stack.layoutIfNeeded()
    #expect(labels.map(\.frame.minX) == [0, 0, 2])
    #expect(window.screen() == "B C")
  }

  @Test func hidingAnArrangedViewRelaysOutTheStackByTheNextFrame() {
    let window = makeWindow(width: 6, height: 1)
    let labels = ["A", "B", "C"].map(label)
    let stack = UIStackView(arrangedSubviews: labels + [UIView()])
    stack.spacing = 1
    stack.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
    window.addSubview(stack)
    #expect(window.screen() == "A B C")
    #expect(window.screen() == "A B C")

    labels[1].isHidden = true
    // NB: Graft's views do not tell their superview when they hide (see UIStackView), so the
    // stack may lay out again one frame late; the frame after must be right.
    _ = window.screen()
    #expect(window.screen() == "A C")
    #expect(labels[2].frame.minX == 2)
  }

  @Test func fillEquallyGivesEveryViewTheSameLength() {
    let (stack, labels) = makeStack(
      ["A", "BBBB", "C"], frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    // 10 cells do not split in three: the views snap to whole cells.
    #expect(labels.map(\.frame.minX) == [0, 3, 7])
    #expect(labels.map(\.frame.width) == [3, 4, 3])

    stack.spacing = 1
    stack.frame.size.width = 11
    stack.layoutIfNeeded()
    #expect(labels.map(\.frame.minX) == [0, 4, 8])
    #expect(labels.map(\.frame.width) == [3, 3, 3])
    #expect(stack.intrinsicContentSize == CGSize(width: 14, height: 1))
  }

  @Test func fillProportionallyAndEqualSpacing() {
    let (stack, labels) = makeStack(
      ["A", "BBB", "C"], frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    stack.distribution = .fillProportionally
    stack.layoutIfNeeded()
    #expect(labels.map(\.frame.width) == [2, 6, 2])

    stack.distribution = .equalSpacing
    stack.layoutIfNeeded()
    #expect(labels.map(\.frame.minX) == [0, 4, 9])
    #expect(labels.map(\.frame.width) == [1, 3, 1])
  }

  @Test func alignmentPlacesViewsAcrossTheAxis() {
    let window = makeWindow(width: 10, height: 2)
    let (stack, labels) = makeStack(
      ["abc", "hello"], axis: .vertical, frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    window.addSubview(stack)
    stack.alignment = .center
    #expect(
      window.screen() == """
           abc
          hello
        """)
    #expect(labels.map(\.frame.width) == [3, 5])

    stack.alignment = .trailing
    #expect(
      window.screen() == """
               abc
             hello
        """)

    let (row, rowLabels) = makeStack(["a", "b"], frame: CGRect(x: 0, y: 0, width: 2, height: 3))
    row.alignment = .center
    row.layoutIfNeeded()
    #expect(rowLabels.map(\.frame.minY) == [1, 1])
    row.alignment = .bottom
    row.layoutIfNeeded()
    #expect(rowLabels.map(\.frame.minY) == [2, 2])
    row.alignment = .fill
    row.layoutIfNeeded()
    #expect(rowLabels.map(\.frame.height) == [3, 3])
  }

  @Test func removeArrangedSubviewKeepsTheSubview() {
    let (stack, labels) = makeStack(
      ["A", "B", "C"], spacing: 1, frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    stack.alignment = .leading
    stack.removeArrangedSubview(labels[1])
    stack.layoutIfNeeded()

    #expect(stack.arrangedSubviews == [labels[0], labels[2]])
    #expect(labels[1].superview === stack)
    #expect(stack.subviews == labels as [UIView])
    // The removed view keeps its frame; its space goes to the first view.
    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1),
        CGRect(x: 4, y: 0, width: 1, height: 1),
      ])

    labels[2].removeFromSuperview()
    #expect(stack.arrangedSubviews == [labels[0]])
  }

  @Test func insertArrangedSubviewPlacesTheViewInOrder() {
    let (stack, labels) = makeStack(["A", "C"], frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    stack.alignment = .leading
    let b = label("B")
    stack.insertArrangedSubview(b, at: 1)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews == [labels[0], b, labels[1]])
    #expect([labels[0], b, labels[1]].map(\.frame.minX) == [0, 1, 2])

    stack.addArrangedSubview(labels[0])
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews == [b, labels[1], labels[0]])
    #expect(labels[0].frame.minX == 2)
  }

  @Test func nestedStacksFollowAnArrangedViewsNewSize() {
    let window = makeWindow(width: 12, height: 2)
    let title = label("Hi")
    let row = UIStackView(arrangedSubviews: [title, label("there")])
    row.spacing = 1
    let column = UIStackView(arrangedSubviews: [row, label("end")])
    column.axis = .vertical
    column.alignment = .leading
    column.frame = CGRect(x: 0, y: 0, width: 12, height: 2)
    window.addSubview(column)
    #expect(
      window.screen() == """
        Hi there
        end
        """)
    #expect(row.frame == CGRect(x: 0, y: 0, width: 8, height: 1))

    title.text = "Hello"
    #expect(
      window.screen() == """
        Hello there
        end
        """)
    #expect(row.frame == CGRect(x: 0, y: 0, width: 11, height: 1))
  }

  @Test func wrappingLabelsInAVerticalStackWrapAtTheStackWidth() {
    let window = makeWindow(width: 8, height: 4)
    let body = label("one two three")
    body.numberOfLines = 0
    let (stack, labels) = makeStack(["Title"], axis: .vertical, frame: .zero)
    labels[0].setContentHuggingPriority(.defaultHigh, for: .vertical)
    stack.addArrangedSubview(body)
    stack.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
    window.addSubview(stack)
    #expect(
      window.screen() == """
        Title
        one two
        three

        """)
    #expect(body.frame == CGRect(x: 0, y: 1, width: 8, height: 3))
  }
}
