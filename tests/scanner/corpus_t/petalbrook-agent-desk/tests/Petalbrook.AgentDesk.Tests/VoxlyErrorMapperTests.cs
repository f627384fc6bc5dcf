using System.Net;
using Petalbrook.AgentDesk.Voxly;
using Refit;
using Xunit;

namespace Petalbrook.AgentDesk.Tests;

public class VoxlyErrorMapperTests
{
    [Fact]
    public async Task ServiceUnavailable_503_ExplainsApiIsOff()
    {
        var ex = await MakeException(HttpStatusCode.ServiceUnavailable, "{}");
        Assert.Contains("disabled", await VoxlyErrorMapper.DescribeAsync(ex));
    }

    [Fact]
    public async Task NotFound_404_ForUnknownAgent()
    {
        var ex = await MakeException(HttpStatusCode.NotFound, "{}");
        Assert.NotNull(await VoxlyErrorMapper.DescribeAsync(ex));
    }

    private static Task<ApiException> MakeException(HttpStatusCode status, string json)
    {
        var request = new HttpRequestMessage(HttpMethod.Get, "https://voxly.test/");
        var response = new HttpResponseMessage(status) { Content = new StringContent(json) };
        return ApiException.Create(request, HttpMethod.Get, response, new RefitSettings());
    }
}
