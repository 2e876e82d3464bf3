#!/usr/bin/env bash
# Records the aggregator peer's answers (bmlt-server 4.1.1-beta2 in aggregator mode, `peer.sh start aggregator`) to a
# set of read queries into Tests/BMLTFixtures/aggregator-4.1.1-beta2: each answer's body as NNN_Name.json (or .csv,
# .js) and its raw response head as NNN_Name.headers (`curl -D`), and index.tsv (method, URL, body file, status,
# content type), as Tests/BMLTFixtures/server-2.16.6 has them.
#
#   Conformance/record-aggregator.sh [FIRST_CALL_NUMBER_TO_KEEP]
#
# Calls 1–76 expect the aggregator to have imported Tests/BMLTFixtures/aggregator-4.1.1-beta2/serverList.json once
# (`peer.sh import aggregator …`: root server 1 is the 2.16.6 peer, 2 the 4.x peer, both with the pristine sample).
# The aggregator's ids of the sample's service bodies and formats below are those of that first import: service body
# 1002 (Nassau) of root server 1 is 4 here, of root server 2 is 48; format 17 (O, Open) is 17 and 61; meeting 1452 of
# both is 1 and 1514.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$here/../Tests/BMLTFixtures/aggregator-4.1.1-beta2
base=${BMLT_AGGREGATOR_URL:-$("$here/peer.sh" url aggregator)}
from=${1:-0}
mkdir -p "$out"
[ "$from" -gt 0 ] || : >"$out/index.tsv"

# record NUMBER NAME METHOD PATH_AND_QUERY [EXTENSION]
record() {
    local number=$1 name=$2 method=$3 path=$4 ext=${5:-json} file status type
    [ "$number" -ge "$from" ] || return 0
    file=$(printf '%03d' "$number")_$name.$ext
    status=$(curl -s -X "$method" -D "$out/${file%.*}.headers" -o "$out/$file" -w '%{http_code}' "$base$path")
    type=$(grep -i '^content-type:' "$out/${file%.*}.headers" | tail -n 1 | cut -d: -f2- | sed 's/^ *//' | tr -d '\r')
    printf '%s\t%s\t\t%s\t%s\t%s\n' "$method" "$base$path" "$file" "$status" "$type" >>"$out/index.tsv"
    printf '%s %s %s\n' "$status" "$(wc -c <"$out/$file")" "$file" >&2
}

j=/client_interface/json/?switcher
record 1 GetServerInfo GET "$j=GetServerInfo"
record 2 GetServiceBodies GET "$j=GetServiceBodies"
record 3 GetServiceBodies_root_server_ids_1 GET "$j=GetServiceBodies&root_server_ids=1"
record 4 GetServiceBodies_root_server_ids_minus_1 GET "$j=GetServiceBodies&root_server_ids=-1"
record 5 GetServiceBodies_root_server_ids_array_1_2 GET "$j=GetServiceBodies&root_server_ids%5B%5D=1&root_server_ids%5B%5D=2"
record 6 GetServiceBodies_root_server_ids_comma_2_1 GET "$j=GetServiceBodies&root_server_ids=2,1"
record 7 GetServiceBodies_services_45_recursive GET "$j=GetServiceBodies&services=45&recursive=1"
record 8 GetServiceBodies_services_48_parents GET "$j=GetServiceBodies&services=48&parents=1"
record 10 GetFormats GET "$j=GetFormats"
record 11 GetFormats_root_server_ids_2 GET "$j=GetFormats&root_server_ids=2"
record 12 GetFormats_root_server_ids_1_show_all GET "$j=GetFormats&root_server_ids=1&show_all=1"
record 13 GetFormats_root_server_ids_1_lang_es GET "$j=GetFormats&root_server_ids=1&lang_enum=es"
record 14 GetFormats_key_strings_O GET "$j=GetFormats&key_strings=O"
record 15 GetFormats_format_ids_17_61 GET "$j=GetFormats&format_ids=17,61"
record 20 GetSearchResults_no_filter GET "$j=GetSearchResults"
record 21 GetSearchResults_weekdays_2_only GET "$j=GetSearchResults&weekdays=2"
record 22 GetSearchResults_SearchString_only GET "$j=GetSearchResults&SearchString=Aquebogue"
record 23 GetSearchResults_root_server_ids_minus_1_only GET "$j=GetSearchResults&root_server_ids=-1"
record 24 GetSearchResults_meeting_key_without_value GET "$j=GetSearchResults&meeting_key=location_municipality"
record 25 GetSearchResults_root_server_ids_1_weekdays_2 GET "$j=GetSearchResults&root_server_ids=1&weekdays=2"
record 26 GetSearchResults_root_server_ids_2_ids_only GET "$j=GetSearchResults&root_server_ids=2&data_field_key=id_bigint,root_server_id"
record 27 GetSearchResults_root_server_ids_array_1_2_ids_only GET "$j=GetSearchResults&root_server_ids%5B%5D=1&root_server_ids%5B%5D=2&data_field_key=id_bigint,root_server_id"
record 28 GetSearchResults_root_server_ids_comma_2_1_ids_only GET "$j=GetSearchResults&root_server_ids=2,1&data_field_key=id_bigint,root_server_id"
record 29 GetSearchResults_meeting_ids_1_1514 GET "$j=GetSearchResults&meeting_ids=1,1514"
record 30 GetSearchResults_meeting_ids_1_root_server_ids_minus_1 GET "$j=GetSearchResults&meeting_ids=1,1514&root_server_ids=-1"
record 31 GetSearchResults_services_48 GET "$j=GetSearchResults&services=48"
record 32 GetSearchResults_services_2_recursive_weekdays_3 GET "$j=GetSearchResults&services=2&recursive=1&weekdays=3"
record 33 GetSearchResults_formats_17_weekdays_7 GET "$j=GetSearchResults&formats=17&weekdays=7"
record 34 GetSearchResults_formats_17_61_OR_weekdays_7 GET "$j=GetSearchResults&formats=17,61&formats_comparison_operator=OR&weekdays=7"
record 35 GetSearchResults_formats_minus_17_only GET "$j=GetSearchResults&formats=-17"
record 36 GetSearchResults_meeting_key_municipality GET "$j=GetSearchResults&meeting_key=location_municipality&meeting_key_value=Aquebogue"
record 37 GetSearchResults_geo_width_2mi GET "$j=GetSearchResults&lat_val=40.969387158898&long_val=-72.619113922119&geo_width=2"
record 38 GetSearchResults_geo_width_km_1000_capped GET "$j=GetSearchResults&lat_val=40.969387158898&long_val=-72.619113922119&geo_width_km=1000&data_field_key=id_bigint,root_server_id,distance_in_km"
record 39 GetSearchResults_geo_width_auto_minus_5 GET "$j=GetSearchResults&lat_val=40.969387158898&long_val=-72.619113922119&geo_width=-5&sort_results_by_distance=1&data_field_key=id_bigint,root_server_id,distance_in_miles"
record 40 GetSearchResults_geo_no_width GET "$j=GetSearchResults&lat_val=40.969387158898&long_val=-72.619113922119"
record 41 GetSearchResults_page_size_3_page_num_2 GET "$j=GetSearchResults&page_size=3&page_num=2"
record 42 GetSearchResults_SearchString_root_server_ids_2 GET "$j=GetSearchResults&SearchString=Aquebogue&root_server_ids=2"
record 43 GetSearchResults_SearchString_weekdays_services GET "$j=GetSearchResults&SearchString=Community&weekdays=1&services=4"
record 44 GetSearchResults_data_field_key_root_server GET "$j=GetSearchResults&meeting_ids=1,1514&data_field_key=id_bigint,root_server_id,root_server_uri,source_id,service_body_bigint"
record 45 GetSearchResults_get_used_formats GET "$j=GetSearchResults&meeting_ids=1,1514&get_used_formats=1"
record 46 GetSearchResults_get_formats_only_root_server_ids_2 GET "$j=GetSearchResults&root_server_ids=2&get_formats_only=1"
record 47 GetSearchResults_sort_keys_meeting_ids GET "$j=GetSearchResults&meeting_ids=1,1514,2,1515&sort_keys=meeting_name,id_bigint&data_field_key=id_bigint,meeting_name,root_server_id"
record 48 GetSearchResults_published_0 GET "$j=GetSearchResults&root_server_ids=1&advanced_published=0&data_field_key=id_bigint,published"
record 50 GetFieldKeys GET "$j=GetFieldKeys"
record 51 GetFieldValues_location_municipality GET "$j=GetFieldValues&meeting_key=location_municipality"
record 52 GetFieldValues_comments GET "$j=GetFieldValues&meeting_key=comments"
record 53 GetFieldValues_root_server_id GET "$j=GetFieldValues&meeting_key=root_server_id"
record 54 GetFieldValues_formats_specific_17 GET "$j=GetFieldValues&meeting_key=formats&specific_formats=17"
record 55 GetFieldValues_service_body_bigint GET "$j=GetFieldValues&meeting_key=service_body_bigint"
record 60 GetChanges GET "$j=GetChanges"
record 61 GetChanges_dates GET "$j=GetChanges&start_date=2000-01-01&end_date=2100-01-01"
record 62 GetCoverageArea GET "$j=GetCoverageArea"
record 63 GetNAWSDump_sb_4 GET "/client_interface/csv/?switcher=GetNAWSDump&sb_id=4" csv
record 64 jsonp_GetSearchResults_no_filter GET "/client_interface/jsonp/?switcher=GetSearchResults&callback=cb" js
record 65 tsml_GetSearchResults_meeting_ids GET "/client_interface/tsml/?switcher=GetSearchResults&meeting_ids=1,1514"
record 66 tsml_GetSearchResults_no_filter GET "/client_interface/tsml/?switcher=GetSearchResults"
record 70 api_rootservers GET "/api/v1/rootservers"
record 71 api_rootservers_1 GET "/api/v1/rootservers/1"
record 72 api_rootservers_2 GET "/api/v1/rootservers/2"
record 73 api_rootservers_99 GET "/api/v1/rootservers/99"
record 74 api_rootservers_POST POST "/api/v1/rootservers"
record 75 api_formats_unauthenticated GET "/api/v1/formats"
record 76 front_page GET "/" txt

# After a second import of the same list (`peer.sh import aggregator …` again, then `record-aggregator.sh 80`): the
# import times and statistics rows are new; 32 meetings of root server 1 were rewritten although nothing changed.
[ "$from" -ge 80 ] || exit 0
record 80 api_rootservers_after_second_import GET "/api/v1/rootservers"
record 81 api_rootservers_1_after_second_import GET "/api/v1/rootservers/1"
record 82 GetSearchResults_meeting_ids_118_after_second_import GET "$j=GetSearchResults&meeting_ids=118,1514&data_field_key=id_bigint,latitude,longitude,root_server_id"
