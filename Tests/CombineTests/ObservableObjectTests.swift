@testable import Combine
import Testing

final class Contact: ObservableObject {
  @Published var name: String
  @Published var age: Int
  init(name: String, age: Int) {
    self.name = name
    self.age = age
  }
}

class BaseModel: ObservableObject {
  @Published var base = 0
}

final class DerivedModel: BaseModel {
  @Published var derived = 0
}

final class NoPublished: ObservableObject {
  var plain = 0
}

final class Weather {
  @Published var temperature: Double
  init(temperature: Double) { self.temperature = temperature }
}

@Suite("ObservableObject")
struct ObservableObjectTests {
  @Test("objectWillChange fires before the property changes")
  func firesBeforeChange() {
    let contact = Contact(name: "John", age: 24)
    let seen = Box<[Int]>([])
    let c = contact.objectWillChange.sink { seen.mutate { $0.append(contact.age) } }
    contact.age += 1
    #expect(seen.value == [24])
    #expect(contact.age == 25)
    c.cancel()
  }

  @Test("objectWillChange is one publisher shared by all @Published properties")
  func sharedAcrossProperties() {
    let contact = Contact(name: "John", age: 24)
    #expect(contact.objectWillChange === contact.objectWillChange)
    let count = Box(0)
    let c = contact.objectWillChange.sink { count.mutate { $0 += 1 } }
    contact.age = 30
    contact.name = "Jane"
    #expect(count.value == 2)
    c.cancel()
  }

  @Test("objectWillChange covers @Published properties declared in superclasses")
  func superclassProperties() {
    let model = DerivedModel()
    let count = Box(0)
    let c = model.objectWillChange.sink { count.mutate { $0 += 1 } }
    model.base = 1
    model.derived = 1
    #expect(count.value == 2)
    c.cancel()
  }

  @Test("An object with no @Published property gets a fresh publisher each time")
  func freshPublisherWithoutPublished() {
    let object = NoPublished()
    #expect(object.objectWillChange !== object.objectWillChange)
  }

  @Test("Each object has its own objectWillChange")
  func perObject() {
    let a = Contact(name: "A", age: 1)
    let b = Contact(name: "B", age: 2)
    #expect(a.objectWillChange !== b.objectWillChange)
    let count = Box(0)
    let c = a.objectWillChange.sink { count.mutate { $0 += 1 } }
    b.age = 3
    #expect(count.value == 0)
    c.cancel()
  }

  @Test("objectWillChange.sink { } compiles with a parameterless closure, as on iOS")
  func voidSink() {
    let contact = Contact(name: "A", age: 1)
    let fired = Box(false)
    let c = contact.objectWillChange.sink {
      fired.value = true
    }
    contact.age = 2
    #expect(fired.value)
    c.cancel()
  }

  @Test("ObservableObjectPublisher: cancelling removes the subscriber from its array")
  func publisherDetaches() {
    let publisher = ObservableObjectPublisher()
    let a = publisher.sink {}
    let b = publisher.sink {}
    #expect(publisher.subscriberCount == 2)
    a.cancel()
    #expect(publisher.subscriberCount == 1)
    b.cancel()
    #expect(publisher.subscriberCount == 0)
  }

  @Test("A custom objectWillChange publisher is left alone by @Published")
  func customPublisher() {
    final class Custom: ObservableObject {
      let objectWillChange = PassthroughSubject<Void, Never>()
      @Published var value = 0
    }
    let object = Custom()
    let count = Box(0)
    let c = object.objectWillChange.sink { count.mutate { $0 += 1 } }
    object.value = 1
    #expect(count.value == 0)
    c.cancel()
  }
}

@Suite("Published")
struct PublishedTests {
  @Test("@Published emits in willSet, before the property changes")
  func willSetTiming() {
    let weather = Weather(temperature: 20)
    let seen = Box<[String]>([])
    let c = weather.$temperature.sink { value in
      seen.mutate { $0.append("\(value) while \(weather.temperature)") }
    }
    weather.temperature = 25
    #expect(seen.value == ["20.0 while 20.0", "25.0 while 20.0"])
    #expect(weather.temperature == 25)
    c.cancel()
  }

  @Test("$property delivers the current value on subscription, then each new value")
  func projectedPublisher() {
    let contact = Contact(name: "A", age: 1)
    let recorder = Recorder<Int, Never>()
    contact.$age.subscribe(recorder)
    contact.age = 2
    contact.age = 3
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completion == nil)
  }

  @Test("objectWillChange fires before $property subscribers see the new value")
  func ordering() {
    let contact = Contact(name: "A", age: 1)
    let log = Box<[String]>([])
    let a = contact.objectWillChange.sink { log.mutate { $0.append("willChange") } }
    let b = contact.$age.dropFirst().sink { v in log.mutate { $0.append("age \(v)") } }
    contact.age = 2
    #expect(log.value == ["willChange", "age 2"])
    _ = (a, b)
  }

  @Test("assign(to: &$property) republishes into the @Published property")
  func assignToPublished() {
    final class Model: ObservableObject {
      @Published var value = 0
      let input = PassthroughSubject<Int, Never>()
      init() { input.map { $0 * 2 }.assign(to: &$value) }
    }
    let model = Model()
    let willChange = Box(0)
    let c = model.objectWillChange.sink { willChange.mutate { $0 += 1 } }
    model.input.send(5)
    #expect(model.value == 10)
    #expect(willChange.value == 1)
    c.cancel()
  }

  @Test("assign(to: &$property) ends with the Published property: no retain cycle")
  func assignToPublishedLifetime() {
    final class Model: ObservableObject {
      @Published var value = 0
      init(_ input: AnyPublisher<Int, Never>) { input.assign(to: &$value) }
    }
    let input = PassthroughSubject<Int, Never>()
    let cancelled = Box(false)
    weak var weakModel: Model?
    do {
      let model = Model(input.handleEvents(receiveCancel: { cancelled.value = true }).eraseToAnyPublisher())
      weakModel = model
      input.send(1)
      #expect(model.value == 1)
      #expect(!cancelled.value)
    }
    #expect(weakModel == nil)
    #expect(cancelled.value)
  }

  @Test("assign(to:on:) assigns each element and requests .unlimited")
  func assignToOn() {
    final class Target { var value = 0 }
    let target = Target()
    let requests = Box<[Subscribers.Demand]>([])
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.handleEvents(receiveRequest: { d in requests.mutate { $0.append(d) } })
      .assign(to: \.value, on: target)
    subject.send(4)
    #expect(target.value == 4)
    #expect(requests.value == [.unlimited])
    c.cancel()
    subject.send(5)
    #expect(target.value == 4)
  }
}
