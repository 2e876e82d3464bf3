/// How values are shown in tables.
enum Display {
    static func duration(_ duration: Duration) -> String {
        let minutes = Int(duration.components.seconds) / 60
        return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }
}
