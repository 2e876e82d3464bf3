/// A meeting in the TSML shape ("12 Step Meeting List"), as 4.0+ servers answer `client_interface/tsml/`.
public struct TSMLMeeting: Hashable, Codable, Sendable {
    /// 0 = Sunday … 6 = Saturday.
    public var day: Int?
    /// `"HH:MM"`.
    public var time: String?
    /// `"HH:MM"`.
    public var endTime: String?
    public var name: String
    public var location: String?
    public var formattedAddress: String?
    public var address: String?
    public var city: String?
    public var state: String?
    public var postalCode: String?
    public var country: String?
    /// TSML type codes (`"O"`, `"C"`, `"ONL"`, …).
    public var types: [String]
    public var locationNotes: String?
    public var notes: String?
    /// `"latitude,longitude"`.
    public var coordinates: String?
    public var slug: String?
    public var region: String?
    public var regions: [String]
    public var conferenceURL: String?
    public var conferenceURLNotes: String?
    public var conferencePhone: String?
    public var conferencePhoneNotes: String?

    public init(
        day: Int? = nil,
        time: String? = nil,
        endTime: String? = nil,
        name: String,
        location: String? = nil,
        formattedAddress: String? = nil,
        address: String? = nil,
        city: String? = nil,
        state: String? = nil,
        postalCode: String? = nil,
        country: String? = nil,
        types: [String] = [],
        locationNotes: String? = nil,
        notes: String? = nil,
        coordinates: String? = nil,
        slug: String? = nil,
        region: String? = nil,
        regions: [String] = [],
        conferenceURL: String? = nil,
        conferenceURLNotes: String? = nil,
        conferencePhone: String? = nil,
        conferencePhoneNotes: String? = nil
    ) {
        self.day = day
        self.time = time
        self.endTime = endTime
        self.name = name
        self.location = location
        self.formattedAddress = formattedAddress
        self.address = address
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.country = country
        self.types = types
        self.locationNotes = locationNotes
        self.notes = notes
        self.coordinates = coordinates
        self.slug = slug
        self.region = region
        self.regions = regions
        self.conferenceURL = conferenceURL
        self.conferenceURLNotes = conferenceURLNotes
        self.conferencePhone = conferencePhone
        self.conferencePhoneNotes = conferencePhoneNotes
    }
}
