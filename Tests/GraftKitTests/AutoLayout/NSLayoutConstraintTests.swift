import Foundation
@testable import GraftKit
import Testing

/// A view that Auto Layout places.
@MainActor @discardableResult
func constrained(_ view: UIView = UIView()) -> UIView {
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

@Suite @MainActor struct NSLayoutConstraintTests {
  @Test func pinningToTheSuperviewsEdgesGivesTheInsetFrame() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let child = constrained()
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -3),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -1),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 1, width: 35, height: 8))
  }

  @Test func aChangedConstantMovesTheViewInTheNextLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let child = constrained()
    root.addSubview(child)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2)
    NSLayoutConstraint.activate([
      leading, child.widthAnchor.constraint(equalToConstant: 5),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 0, width: 5, height: 1))
    leading.constant = 10
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 0, width: 5, height: 1))
  }

  @Test func aResizedRootResolves() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let child = constrained()
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 2),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 4, width: 20, height: 2))
    root.frame.size = CGSize(width: 20, height: 6)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 2, width: 10, height: 2))
  }

  @Test func aLabelTakesItsIntrinsicSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let label = UILabel()
    label.text = "Hello"
    constrained(label)
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 1, y: 1, width: 5, height: 1))
    #expect(!label.hasAmbiguousLayout)
    label.text = "Hello, world"
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 1, y: 1, width: 12, height: 1))
  }

  @Test func descriptionFollowsApplesFormat() {
    let root = UIView()
    let label = UILabel()
    root.addSubview(label)
    let constraint = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    #expect(constraint.description == "<NSLayoutConstraint UILabel.leading == UIView.leading + 8>")
    constraint.isActive = true
    #expect(constraint.description == "<NSLayoutConstraint UILabel.leading == UIView.leading + 8   (active)>")
    let width = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -2)
    width.priority = .defaultHigh
    width.identifier = "half"
    #expect(width.description == "<NSLayoutConstraint 'half' UILabel.width == 0.5*UIView.width - 2 @750>")
  }
}
