using Newtonsoft.Json;
using NUnit.Framework;
using RinglaneAdmin.Services;

namespace RinglaneAdmin.Tests;

public class ApiErrorTests
{
    [Test]
    public void Deserializes_details()
    {
        const string json = "{\"error\":\"validation failed\",\"details\":[{\"path\":\"name\",\"message\":\"required\"}]}";
        var err = JsonConvert.DeserializeObject<ApiError>(json)!;
        Assert.Multiple(() =>
        {
            Assert.That(err.Details, Has.Length.EqualTo(1));
            Assert.That(err.Details![0].Message, Is.EqualTo("required"));
        });
    }

    [Test]
    public void Status_503_message_is_user_friendly()
    {
        var ex = new RinglaneException(503, null);
        Assert.That(ex.Message, Is.EqualTo("HTTP 503"));
    }
}
