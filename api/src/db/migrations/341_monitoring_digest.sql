-- Which revelations a daily digest has told the account about: the next digest tells the others,
-- including those committed while the previous one was being written.
alter table revelation add column resume_le timestamptz;
create index revelation_a_resumer on revelation (compte_client_id) where resume_le is null;
