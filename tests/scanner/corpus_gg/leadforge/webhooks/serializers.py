from rest_framework import serializers


class CallCompletedSerializer(serializers.Serializer):
    call_id = serializers.CharField(max_length=64)
    phone = serializers.CharField(max_length=32)
    disposition = serializers.ChoiceField(
        choices=["connected", "no_answer", "voicemail", "busy", "meeting_booked", "do_not_call"]
    )
    duration = serializers.IntegerField(required=False, min_value=0)
    agent_email = serializers.EmailField(required=False, allow_blank=True)
    list_id = serializers.CharField(required=False)
