from rest_framework import serializers

from .models import DialList


class DialListSerializer(serializers.ModelSerializer):
    phones = serializers.ListField(child=serializers.CharField(max_length=20), write_only=True, required=False)

    class Meta:
        model = DialList
        fields = ["id", "name", "callvox_id", "phones", "synced_at"]
        read_only_fields = ["callvox_id", "synced_at"]

    def validate_phones(self, value):
        bad = [p for p in value if not p.startswith("+")]
        if bad:
            raise serializers.ValidationError(f"Phones must be E.164: {', '.join(bad[:3])}")
        return value


class CallvoxErrorSerializer(serializers.Serializer):
    """Shape of the error payload Callvox returns; used to relay it to the partner UI."""

    error = serializers.CharField()
    details = serializers.ListField(child=serializers.DictField(), required=False)
