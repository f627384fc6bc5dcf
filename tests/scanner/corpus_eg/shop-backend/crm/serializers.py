from rest_framework import serializers


class CallListSerializer(serializers.Serializer):
    id = serializers.CharField(read_only=True)
    name = serializers.CharField(max_length=120)
    description = serializers.CharField(required=False, allow_blank=True)
    contact_count = serializers.IntegerField(read_only=True, default=0)


class AddPhonesSerializer(serializers.Serializer):
    phones = serializers.ListField(child=serializers.CharField(max_length=32), min_length=1, max_length=5000)


class StartCallSerializer(serializers.Serializer):
    order_ref = serializers.CharField(required=False, allow_blank=True)
