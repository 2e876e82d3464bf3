DROP TABLE `%%PREFIX%%_comdef_changes`;
DROP TABLE `%%PREFIX%%_comdef_db_version`;
DROP TABLE `%%PREFIX%%_comdef_formats`;
DROP TABLE `%%PREFIX%%_comdef_meetings_main`;
DROP TABLE `%%PREFIX%%_comdef_meetings_data`;
DROP TABLE `%%PREFIX%%_comdef_meetings_longdata`;
DROP TABLE `%%PREFIX%%_comdef_service_bodies`;
DROP TABLE `%%PREFIX%%_comdef_users`;
