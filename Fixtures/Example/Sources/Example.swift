/// The bundled example pod's only source file (`make run` lints the pod it belongs to).
public enum Example {
    public static let greeting = "Hello from the Example pod"
}
