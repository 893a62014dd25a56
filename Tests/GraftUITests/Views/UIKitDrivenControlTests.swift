import Foundation
import GraftUI
import Testing

/// What a UIKit developer does to a SwiftUI control's backing control: set its value as code
/// does, then send the event the user's change would send. Each must reach the binding.
@Suite @MainActor struct UIKitDrivenControlTests {
  @Test func aToggleFollowsItsSwitch() throws {
    struct Screen: View {
      @State var isOn = false
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $isOn)
          Text(isOn ? "on" : "off")
        }
      }
    }
    let (window, _) = host(Screen(), width: 20, height: 2)
    let control = try #require(window.views(of: UISwitch.self).first)
    control.setOn(true, animated: false)
    control.sendActions(for: .valueChanged)
    #expect(window.screen().hasSuffix("on"))
  }

  @Test func aSliderFollowsItsUISlider() throws {
    struct Screen: View {
      @State var level = 0.0
      var body: some View {
        VStack {
          Slider(value: $level, in: 0...10, step: 1)
          Text("level \(level)")
        }
      }
    }
    let (window, _) = host(Screen(), width: 20, height: 2)
    let control = try #require(window.views(of: UISlider.self).first)
    control.value = 6.8
    control.sendActions(for: .valueChanged)
    #expect(window.screen().hasSuffix("level 7.0"))
  }

  @Test func aStepperFollowsItsUIStepper() throws {
    struct Screen: View {
      @State var count = 5
      var body: some View {
        Stepper("Count \(count)", value: $count, in: 0...10)
      }
    }
    let (window, _) = host(Screen(), width: 20, height: 1)
    let control = try #require(window.views(of: UIStepper.self).first)
    control.value += control.stepValue
    control.sendActions(for: .valueChanged)
    #expect(window.screen().hasPrefix("Count 6"))
    control.value -= control.stepValue
    control.sendActions(for: .valueChanged)
    control.value -= control.stepValue
    control.sendActions(for: .valueChanged)
    #expect(window.screen().hasPrefix("Count 4"))
  }

  @Test func aSegmentedPickerFollowsItsSegmentedControl() throws {
    struct Screen: View {
      @State var choice = "b"
      var body: some View {
        VStack {
          Picker("Letter", selection: $choice) {
            Text("A").tag("a")
            Text("B").tag("b")
            Text("C").tag("c")
          }
          .pickerStyle(.segmented)
          Text("picked \(choice)")
        }
      }
    }
    let (window, _) = host(Screen(), width: 20, height: 2)
    let control = try #require(window.views(of: UISegmentedControl.self).first)
    control.selectedSegmentIndex = 2
    control.sendActions(for: .valueChanged)
    #expect(window.screen().hasSuffix("picked c"))
  }

  @Test func aTextFieldAndASecureFieldFollowTheirUITextFields() throws {
    struct Screen: View {
      @State var name = ""
      @State var password = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
          Text("\(name)/\(password)")
        }
      }
    }
    let (window, _) = host(Screen(), width: 20, height: 3)
    let fields = window.views(of: UITextField.self)
    try #require(fields.count == 2)
    fields[0].text = "Ada"
    fields[0].sendActions(for: .editingChanged)
    fields[1].text = "pw"
    fields[1].sendActions(for: .editingChanged)
    #expect(window.screen().hasSuffix("Ada/pw"))
  }

  @Test func aDatePickerFollowsItsUIDatePicker() throws {
    struct Screen: View {
      @State var date = Date(timeIntervalSince1970: 0)
      var body: some View {
        VStack {
          DatePicker("When", selection: $date)
          Text("\(Int(date.timeIntervalSince1970))")
        }
      }
    }
    let (window, _) = host(Screen(), width: 30, height: 2)
    let control = try #require(window.views(of: UIDatePicker.self).first)
    control.date = Date(timeIntervalSince1970: 3_600)
    control.sendActions(for: .valueChanged)
    #expect(window.screen().hasSuffix("3600"))
  }

  @Test func aWheelPickerFollowsItsPickerViewsDelegate() throws {
    struct Screen: View {
      @State var choice = 0
      var body: some View {
        VStack {
          Picker("Number", selection: $choice) {
            ForEach(0..<5) { Text("Row \($0)") }
          }
          .pickerStyle(.wheel)
          Text("picked \(choice)")
        }
      }
    }
    let (window, _) = host(Screen(), width: 20, height: 6)
    let wheel = try #require(window.views(of: UIPickerView.self).first)
    wheel.selectRow(3, inComponent: 0, animated: false)
    wheel.delegate?.pickerView(wheel, didSelectRow: 3, inComponent: 0)
    #expect(window.screen().hasSuffix("picked 3"))
    #expect(wheel.selectedRow(inComponent: 0) == 3)
  }
}
