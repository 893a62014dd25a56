import Foundation
import GraftKit
import Testing

/// A data source and delegate for a picker of sizes and colours, recording what it is told.
@MainActor
private final class SizesAndColours: UIPickerViewDataSource, UIPickerViewDelegate {
  var columns = [["Small", "Medium", "Large"], ["Red", "Green", "Blue", "Cyan"]]
  let trace = Trace()

  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    columns[component].count
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { columns[component][row] }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    trace.record("didSelectRow \(row) inComponent \(component)")
  }
}

@Suite @MainActor struct UIPickerViewTests {
  private func makePicker(
    _ model: SizesAndColours, width: Int = 21, height: Int = 5
  ) -> (UIWindow, UIPickerView) {
    let window = makeWindow(width: width, height: height)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    picker.dataSource = model
    picker.delegate = model
    window.addSubview(picker)
    return (window, picker)
  }

  @Test func drawsEachComponentAsAColumnWithTheSelectionBetweenItsNeighbours() {
    let model = SizesAndColours()
    let (window, picker) = makePicker(model)
    picker.selectRow(1, inComponent: 0, animated: false)
    picker.selectRow(2, inComponent: 1, animated: true)
    #expect(
      window.screen() == """
                      Red
          Small      Green
         [Medium]    [Blue]
          Large       Cyan

        """)
    #expect(model.trace.events == [])
  }

  @Test func countsComeFromTheDataSourceAndSelectionsStartAtTheFirstRow() {
    let model = SizesAndColours()
    let (_, picker) = makePicker(model)
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 1) == 4)
    #expect(picker.numberOfRows(inComponent: 7) == 0)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    #expect(picker.selectedRow(inComponent: 2) == -1)
    #expect(UIPickerView().selectedRow(inComponent: 0) == -1)
    #expect(UIPickerView().numberOfComponents == 0)
  }

  @Test func outOfRangeRowsClampAndOutOfRangeComponentsAreIgnored() {
    let model = SizesAndColours()
    let (_, picker) = makePicker(model)
    picker.selectRow(99, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    picker.selectRow(-5, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    picker.selectRow(1, inComponent: 5, animated: false)
    picker.selectRow(1, inComponent: -1, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(model.trace.events == [])
  }

  @Test func aComponentWithoutRowsSelectsMinusOne() {
    let model = SizesAndColours()
    model.columns = [[], ["Only"]]
    let (_, picker) = makePicker(model)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    picker.selectRow(0, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == -1)
  }

  @Test func reloadingAsksAgainAndKeepsSelectionsWithinTheNewRows() {
    let model = SizesAndColours()
    let (window, picker) = makePicker(model, height: 3)
    picker.selectRow(3, inComponent: 1, animated: false)
    model.columns[1] = ["Black", "White"]
    #expect(picker.numberOfRows(inComponent: 1) == 4)
    picker.reloadComponent(1)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    model.columns = [["One"]]
    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 1)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 1) == -1)
    #expect(window.screen() == "\n        [One]\n")
  }

  @Test func upAndDownMoveTheFocusedComponentAndLeftAndRightMoveBetweenComponents() {
    let model = SizesAndColours()
    let (window, picker) = makePicker(model)
    window.setFocus(picker)
    #expect(picker.isFocused)
    window.press(.keyboardDownArrow)
    window.press(.keyboardDownArrow)
    window.press(.keyboardDownArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardDownArrow)
    window.press(.keyboardUpArrow)
    window.press(.keyboardUpArrow)
    #expect(
      model.trace.events == [
        "didSelectRow 1 inComponent 0", "didSelectRow 2 inComponent 0",
        "didSelectRow 1 inComponent 1", "didSelectRow 0 inComponent 1",
      ])
    #expect(
      window.screen() == """
          Small
          Medium
         [Large]     >Red<
                     Green
                      Blue
        """)
  }

  @Test func aClickSelectsTheRowAndFocusesThePicker() {
    let model = SizesAndColours()
    let (window, picker) = makePicker(model)
    window.sendTap(at: CGPoint(x: 15, y: 4))
    #expect(model.trace.events == ["didSelectRow 2 inComponent 1"])
    #expect(picker.isFocused)
    #expect(picker.selectedRow(inComponent: 1) == 2)
    window.sendTap(at: CGPoint(x: 15, y: 2))
    #expect(model.trace.events == ["didSelectRow 2 inComponent 1"])
  }

  @Test func theWheelMovesTheColumnUnderThePointer() {
    let model = SizesAndColours()
    let (window, picker) = makePicker(model)
    window.sendScroll(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 3, y: 2))
    window.sendScroll(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 3, y: 2))
    window.sendScroll(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 3, y: 2))
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 14, y: 0))
    window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 14, y: 0))
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    #expect(
      model.trace.events == [
        "didSelectRow 1 inComponent 0", "didSelectRow 2 inComponent 0",
        "didSelectRow 1 inComponent 1",
      ])
  }

  @Test func aDelegatesRowViewIsShownByItsText() {
    @MainActor final class Views: UIPickerViewDataSource, UIPickerViewDelegate {
      var reused: [Bool] = []
      func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
      { "Title" }
      func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
        reusing view: UIView?
      ) -> UIView {
        reused.append(view != nil)
        let label = (view as? UILabel) ?? UILabel()
        label.text = "View"
        return label
      }
    }
    let views = Views()
    let window = makeWindow(width: 8, height: 1)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
    picker.dataSource = views
    picker.delegate = views
    window.addSubview(picker)
    #expect(window.screen() == " [View]")
    #expect(picker.view(forRow: 0, forComponent: 0) is UILabel)
    picker.selectRow(0, inComponent: 0, animated: false)
    picker.setNeedsDisplay()
    _ = window.screen()
    #expect(views.reused.first == false)
    #expect(views.reused.last == true)
  }

  @Test func anAttributedTitleComesBeforeTheTitleAndNoTitleDrawsAQuestionMark() {
    @MainActor final class Titles: UIPickerViewDataSource, UIPickerViewDelegate {
      func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
      { component == 2 ? nil : "Plain" }
      func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
      ) -> NSAttributedString? {
        component == 0 ? NSAttributedString(string: "Styled") : nil
      }
    }
    let titles = Titles()
    let window = makeWindow(width: 26, height: 1)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 26, height: 1))
    picker.dataSource = titles
    picker.delegate = titles
    window.addSubview(picker)
    #expect(window.screen() == "[Styled] [Plain]    [?]")
    #expect(picker.view(forRow: 0, forComponent: 0) == nil)
  }

  @Test func widthsFromTheDelegateSizeTheColumns() {
    @MainActor final class Narrow: UIPickerViewDataSource, UIPickerViewDelegate {
      func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
      { "Ab" }
      func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 4 : 6
      }
    }
    let narrow = Narrow()
    let window = makeWindow(width: 20, height: 1)
    let picker = UIPickerView()
    picker.dataSource = narrow
    picker.delegate = narrow
    #expect(picker.intrinsicContentSize == CGSize(width: 11, height: 5))
    picker.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    window.addSubview(picker)
    #expect(picker.rowSize(forComponent: 1) == CGSize(width: 6, height: 1))
    #expect(window.screen() == "[Ab]  [Ab]")
  }
}
