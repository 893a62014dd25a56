import Foundation
@testable import GraftKit
import Testing

/// A root view of the given size with `count` constrained subviews.
@MainActor
private func makeRoot(width: CGFloat = 40, height: CGFloat = 10, subviews count: Int = 1) -> (UIView, [UIView]) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  let views = (0..<count).map { _ in constrained() }
  for view in views { root.addSubview(view) }
  return (root, views)
}

@Suite @MainActor struct AutoLayoutBehaviourTests {
  @Test func activatingAddsToTheClosestCommonAncestor() {
    let (root, views) = makeRoot(subviews: 2)
    let inner = constrained()
    views[0].addSubview(inner)
    let constraint = inner.leadingAnchor.constraint(equalTo: views[1].trailingAnchor)
    constraint.isActive = true
    #expect(root.constraints == [constraint])
    #expect(constraint.isActive)
    let width = inner.widthAnchor.constraint(equalToConstant: 3)
    width.isActive = true
    #expect(inner.constraints == [width])
    NSLayoutConstraint.deactivate([constraint])
    #expect(!constraint.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func constraintsWithoutACommonAncestorAreReportedWithUIKitsWords() {
    let a = UIView()
    let b = UIView()
    let (_, issues) = RuntimeIssues.collecting {
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Unable to activate constraint with anchors UIView.leading and UIView.leading because they have no common ancestor.") == true)
    #expect(issues.first?.message.hasSuffix("That's illegal.") == true)
  }

  @Test func removingAViewTakesItsConstraintsWithIt() {
    let (root, views) = makeRoot(subviews: 2)
    let between = views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor)
    let inner = constrained()
    views[1].addSubview(inner)
    let held = inner.leadingAnchor.constraint(equalTo: views[1].leadingAnchor)
    NSLayoutConstraint.activate([between, held])
    views[1].removeFromSuperview()
    #expect(!between.isActive)
    #expect(held.isActive)
    #expect(root.constraints.isEmpty)
    #expect(views[1].constraints == [held])
  }

  @Test func framesSetInCodeStayWhenNeighboursAreConstrained() {
    let (root, views) = makeRoot()
    let manual = UIView(frame: CGRect(x: 3, y: 2, width: 6, height: 2))
    root.addSubview(manual)
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: manual.trailingAnchor, constant: 1),
      views[0].topAnchor.constraint(equalTo: manual.topAnchor),
      views[0].widthAnchor.constraint(equalToConstant: 4),
      views[0].heightAnchor.constraint(equalTo: manual.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(manual.frame == CGRect(x: 3, y: 2, width: 6, height: 2))
    #expect(views[0].frame == CGRect(x: 10, y: 2, width: 4, height: 2))
    manual.frame.origin.x = 0
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 7, y: 2, width: 4, height: 2))
  }

  @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
    let (root, views) = makeRoot()
    let view = views[0]
    var constraints = [
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 1),
    ]
    let preferred = view.widthAnchor.constraint(equalToConstant: 10)
    preferred.priority = .defaultHigh
    constraints.append(preferred)
    for width in 20..<30 {
      let weak = view.widthAnchor.constraint(equalToConstant: CGFloat(width))
      weak.priority = .defaultHigh - 1
      constraints.append(weak)
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(view.frame.width == 10)
  }

  @Test func huggingAndCompressionResistanceDecideWhoStretches() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let name = UILabel()
    name.text = "Name"
    let value = UILabel()
    value.text = "42"
    for label in [name, value] {
      constrained(label)
      root.addSubview(label)
    }
    value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      value.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 0, y: 0, width: 18, height: 1))
    #expect(value.frame == CGRect(x: 18, y: 0, width: 2, height: 1))
    root.frame.size.width = 4
    name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    #expect(value.frame.width == 2)
    #expect(name.frame.width == 2)
  }

  @Test func unsatisfiableConstraintsAreLoggedAndTheLastIsBroken() {
    let (root, views) = makeRoot()
    let first = views[0].widthAnchor.constraint(equalToConstant: 10)
    let second = views[0].widthAnchor.constraint(equalToConstant: 20)
    let (_, issues) = RuntimeIssues.collecting {
      NSLayoutConstraint.activate([
        views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
        views[0].topAnchor.constraint(equalTo: root.topAnchor),
        views[0].heightAnchor.constraint(equalToConstant: 1),
        first, second,
      ])
      root.layoutIfNeeded()
    }
    #expect(views[0].frame.width == 10)
    #expect(second.isActive)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want."))
    #expect(message.contains("\"<NSLayoutConstraint UIView.width == 10   (active)>\""))
    #expect(message.hasSuffix("Will attempt to recover by breaking constraint \n<NSLayoutConstraint UIView.width == 20   (active)>"))
    // Removing the one that won lets the broken one hold.
    first.isActive = false
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 20)
  }

  @Test func anAmbiguousLayoutIsDeterministicAndSaysSo() {
    let (root, views) = makeRoot()
    NSLayoutConstraint.activate([
      views[0].widthAnchor.constraint(equalToConstant: 4),
      views[0].heightAnchor.constraint(equalToConstant: 1),
      views[0].leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 2),
    ])
    root.layoutIfNeeded()
    #expect(views[0].hasAmbiguousLayout)
    #expect(views[0].frame == CGRect(x: 2, y: 0, width: 4, height: 1))
    views[0].topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3).isActive = true
    #expect(!views[0].hasAmbiguousLayout)
  }

  @Test func badNumbersAreReportedNotFatal() {
    let (root, views) = makeRoot()
    let (_, issues) = RuntimeIssues.collecting {
      NSLayoutConstraint.activate([
        views[0].widthAnchor.constraint(equalToConstant: .nan),
        views[0].heightAnchor.constraint(equalToConstant: .infinity),
        views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1e300),
        NSLayoutConstraint(
          item: views[0], attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
          multiplier: 0, constant: 2),
      ])
      root.layoutIfNeeded()
    }
    #expect(issues.count == 4)
    #expect(views[0].frame.minX == 1_000_000)
  }

  @Test func updateConstraintsRunsBottomUpBeforeLayoutSubviews() {
    final class Traced: UIView {
      var trace: Trace?
      var name = ""
      override func updateConstraints() {
        trace?.record("update \(name)")
        super.updateConstraints()
      }
      override func layoutSubviews() {
        trace?.record("layout \(name)")
        super.layoutSubviews()
      }
    }
    let trace = Trace()
    let outer = Traced(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let inner = Traced()
    outer.name = "outer"
    inner.name = "inner"
    outer.trace = trace
    inner.trace = trace
    outer.addSubview(constrained(inner))
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      inner.topAnchor.constraint(equalTo: outer.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 2),
      inner.heightAnchor.constraint(equalToConstant: 2),
    ])
    outer.setNeedsUpdateConstraints()
    #expect(outer.needsUpdateConstraints())
    outer.layoutIfNeeded()
    #expect(trace.events == ["update inner", "update outer", "layout outer", "layout inner"])
    #expect(!outer.needsUpdateConstraints())
  }

  @Test func systemLayoutSizeFittingMeasuresTheContent() {
    let card = UIView()
    let title = UILabel()
    title.text = "Title"
    let body = UILabel()
    body.text = "A longer body"
    for label in [title, body] {
      constrained(label)
      card.addSubview(label)
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 1),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
      body.topAnchor.constraint(equalTo: title.bottomAnchor),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -1),
      body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -1),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -1),
    ])
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 15, height: 4))
    let wide = card.systemLayoutSizeFitting(
      CGSize(width: 30, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 30, height: 4))
    // Measuring changes nothing in the view's own engine.
    #expect(card.constraints.count == 7)
  }

  @Test func layoutGuidesSpaceViews() {
    let (root, views) = makeRoot(subviews: 2)
    let spacer = UILayoutGuide()
    spacer.identifier = "spacer"
    root.addLayoutGuide(spacer)
    #expect(root.layoutGuides.count == 1)
    #expect(spacer.owningView === root)
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      views[0].widthAnchor.constraint(equalToConstant: 5),
      spacer.leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 3),
      views[1].leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      views[1].trailingAnchor.constraint(equalTo: root.trailingAnchor),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
    ] + views.flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 1)] })
    root.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 5, y: 0, width: 3, height: 1))
    #expect(views[1].frame == CGRect(x: 8, y: 0, width: 32, height: 1))
    root.removeLayoutGuide(spacer)
    #expect(root.layoutGuides.isEmpty)
    // The root held nine, five of them naming the guide: those went with it.
    #expect(root.constraints.count == 4)
  }

  @Test func marginsAndSafeAreaGuides() {
    let (root, views) = makeRoot()
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    #expect(root.safeAreaLayoutGuide.layoutFrame == root.bounds)
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      views[0].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      views[0].topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      views[0].bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 1, y: 0, width: 38, height: 10))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 4)
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 2, y: 0, width: 34, height: 10))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 34, height: 8))
    #expect(root.readableContentGuide.layoutFrame == root.layoutMarginsGuide.layoutFrame)
  }

  @Test func aScrollViewsContentGuideDecidesItsContentSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let scrollView = UIScrollView()
    constrained(scrollView)
    root.addSubview(scrollView)
    let column = constrained()
    scrollView.addSubview(column)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      column.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
    #expect(scrollView.contentSize == CGSize(width: 20, height: 30))
    #expect(column.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    root.layoutIfNeeded()
    #expect(column.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
  }

  @Test func aStackViewSizesConstrainedRows() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
    stack.axis = .vertical
    stack.alignment = .leading
    for index in 0..<3 {
      let row = UIView()
      let label = UILabel()
      label.text = "Row \(index)"
      row.addSubview(constrained(label))
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 1),
        label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -1),
        label.topAnchor.constraint(equalTo: row.topAnchor),
        label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -1),
      ])
      stack.addArrangedSubview(row)
      #expect(!row.translatesAutoresizingMaskIntoConstraints)
    }
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 7, height: 2), CGRect(x: 0, y: 2, width: 7, height: 2),
      CGRect(x: 0, y: 4, width: 7, height: 2),
    ])
    let label = stack.arrangedSubviews[1].subviews[0]
    #expect(label.frame == CGRect(x: 1, y: 0, width: 5, height: 1))
  }

  @Test func anchorsOfferEveryForm() {
    let (root, views) = makeRoot(subviews: 2)
    let a = views[0]
    let b = views[1]
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(greaterThanOrEqualToConstant: 4),
      a.widthAnchor.constraint(lessThanOrEqualToConstant: 4),
      gap.constraint(equalToConstant: 3),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 1),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 1),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
      b.heightAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor, multiplier: 1, constant: 1),
      b.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect(b.frame == CGRect(x: 7, y: 3, width: 9, height: 2))
    let spaced = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    #expect(spaced.constant == 1)
    #expect(spaced.firstAnchor.description == "UIView.leading")
    #expect(spaced.secondAnchor?.description == "UIView.trailing")
  }

  @Test func constraintsAffectingLayoutListTheAxis() {
    let (root, views) = makeRoot()
    let leading = views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let width = views[0].widthAnchor.constraint(equalToConstant: 2)
    let top = views[0].topAnchor.constraint(equalTo: root.topAnchor)
    NSLayoutConstraint.activate([leading, width, top])
    #expect(views[0].constraintsAffectingLayout(for: .horizontal) == [leading, width])
    #expect(views[0].constraintsAffectingLayout(for: .vertical) == [top])
  }

  @Test func prioritiesHaveUIKitsValuesAndArithmetic() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.defaultLow - 1) == UILayoutPriority(rawValue: 249))
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
  }

  @Test func alignmentRectsAreFrames() {
    let view = UIView()
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(view.alignmentRect(forFrame: rect) == rect)
    #expect(view.frame(forAlignmentRect: rect) == rect)
    #expect(UIView.requiresConstraintBasedLayout == false)
  }

  @Test func aWindowShowsTheConstrainedLayout() {
    let window = makeWindow(width: 20, height: 3)
    let label = UILabel()
    label.text = "Centred"
    window.addSubview(constrained(label))
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: window.centerYAnchor),
    ])
    // The centre falls on 6.5: each edge rounds half away from zero, so the label starts at 7.
    #expect(window.screen() == "\n       Centred\n")
  }
}
