from models import CallLog, db


def record_completed(data):
    db.session.add(CallLog(
        external_id=data["call_id"],
        phone=data["to"],
        duration_s=data.get("duration", 0),
        outcome=data.get("disposition"),
    ))
    db.session.commit()
