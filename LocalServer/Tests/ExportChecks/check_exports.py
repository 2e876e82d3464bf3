"""Reads the embedded server's exports with other programs' parsers: iCalendar with `icalendar`, GeoJSON against
the GeoJSON schema with `jsonschema`. Usage: check_exports.py PATH_TO_BMLT"""

import datetime
import json
import pathlib
import subprocess
import sys
import zoneinfo

import icalendar
import jsonschema

ZONE = "America/New_York"
DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def export(bmlt, fmt, *arguments):
    return subprocess.run(
        [bmlt, "export", "--format", fmt, *arguments], check=True, capture_output=True, timeout=300
    ).stdout


def check_icalendar(bmlt, meetings):
    calendar = icalendar.Calendar.from_ical(export(bmlt, "ics", "--time-zone", ZONE, "--calendar-name", "GNYR"))
    events = calendar.walk("VEVENT")
    scheduled = [m for m in meetings if m.get("weekday_tinyint") and m.get("start_time")]
    assert len(events) == len(scheduled), f"{len(events)} events for {len(scheduled)} scheduled meetings"
    by_id = {m["id_bigint"]: m for m in scheduled}
    reference = zoneinfo.ZoneInfo(ZONE)
    for event in events:
        meeting = by_id[str(event["UID"]).split("@")[0].removeprefix("meeting-")]
        start = event.decoded("DTSTART")
        rule = event["RRULE"]
        assert rule["FREQ"] == ["WEEKLY"], rule
        # BMLT counts 1 = Sunday; BYDAY and the start's own day agree with the meeting's.
        day = DAYS[(int(meeting["weekday_tinyint"]) + 5) % 7]
        assert rule["BYDAY"] == [day] and DAYS[start.weekday()] == day, (meeting["id_bigint"], rule, start)
        assert start.strftime("%H:%M:%S") == meeting["start_time"], (start, meeting["start_time"])
        if "DURATION" in event:
            hours, minutes, _ = meeting["duration_time"].split(":")
            assert event.decoded("DURATION") == datetime.timedelta(hours=int(hours), minutes=int(minutes))
        assert str(event["SUMMARY"]) == meeting["meeting_name"], (event["SUMMARY"], meeting["meeting_name"])
    # The calendar's own VTIMEZONE, read on its own, gives the zone database's offsets for years to come, on either
    # side of every change.
    zones = {str(zone["TZID"]): zone.to_tz(lookup_tzid=False) for zone in calendar.walk("VTIMEZONE")}
    assert list(zones) == [ZONE], list(zones)
    ours = zones[ZONE]
    this_year = datetime.date.today().year
    for year in range(this_year, this_year + 5):
        for month in range(1, 13):
            for day, hour in [(1, 12), (8, 1), (8, 3), (15, 0)]:
                moment = datetime.datetime(year, month, day, hour, 30)
                assert moment.replace(tzinfo=ours).utcoffset() == moment.replace(tzinfo=reference).utcoffset(), moment
    print(f"iCalendar: {len(events)} weekly events parse, with their days, times, durations and zone offsets")


def check_geojson(bmlt, meetings):
    schema = json.loads((pathlib.Path(__file__).parent / "FeatureCollection.schema.json").read_text())
    collection = json.loads(export(bmlt, "geojson"))
    jsonschema.validate(collection, schema)
    features = collection["features"]
    assert len(features) == len(meetings), f"{len(features)} features for {len(meetings)} meetings"
    for feature, meeting in zip(features, meetings):
        assert str(feature["id"]) == meeting["id_bigint"]
        if feature["geometry"]:
            longitude, latitude = feature["geometry"]["coordinates"]
            assert (longitude, latitude) == (float(meeting["longitude"]), float(meeting["latitude"]))
            assert -180 <= longitude <= 180 and -90 <= latitude <= 90
    print(f"GeoJSON: {len(features)} features valid against the FeatureCollection schema")


def main():
    bmlt = sys.argv[1]
    meetings = json.loads(export(bmlt, "json"))
    check_icalendar(bmlt, meetings)
    check_geojson(bmlt, meetings)


if __name__ == "__main__":
    main()
