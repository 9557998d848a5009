/// The writer of an ``ObservableProperty``, by the name its owners declare it with.
public typealias PropertyWriter<Value> = ObservableProperty<Value>.Writer
