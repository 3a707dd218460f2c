-- The key 0050 added to time-off requests NOT VALID, validated while reads and writes go
-- on (VALIDATE takes a lock that lets them).
ALTER TABLE pto_requests VALIDATE CONSTRAINT pto_requests_leave_type_id_fkey;
