using System.Net;
using Brightline.AgentTool.Services;
using Xunit;

public class HarborHttpClientTests
{
    private static HarborHttpClient Create(StubHandler stub) =>
        new(new HarborSettings { BaseUrl = "http://localhost:5055/fake/", ApiKey = "your-api-key-here", RetryCount = 1 }, stub);

    [Fact]
    public async Task Throws_unavailable_on_503()
    {
        var stub = new StubHandler(HttpStatusCode.ServiceUnavailable, "{}");
        await Assert.ThrowsAsync<HarborUnavailableException>(() => Create(stub).GetListsAsync(TestAgents.Alice));
    }

    [Fact]
    public async Task Retries_once_on_502_then_gives_up()
    {
        var stub = new StubHandler(HttpStatusCode.BadGateway, "{}");
        await Assert.ThrowsAnyAsync<HarborApiException>(() => Create(stub).GetListsAsync(TestAgents.Alice));
        Assert.Equal(2, stub.Calls);
    }

    [Fact]
    public async Task Sends_acting_user_on_every_request()
    {
        var stub = new StubHandler(HttpStatusCode.OK, "{\"data\":[]}");
        await Create(stub).GetListsAsync(TestAgents.Alice);
        Assert.Equal(TestAgents.Alice.IdpUserId, stub.LastRequest!.Headers.GetValues(TestAgents.ActingHeader).Single());
    }
}
