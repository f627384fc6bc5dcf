Mox.defmock(Switchboard.Dialstream.Mock, for: Switchboard.Dialstream.Behaviour)
