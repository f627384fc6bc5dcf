using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

var host = new HostBuilder()
    .ConfigureFunctionsWorkerDefaults()
    .ConfigureServices(services =>
    {
        services.AddHttpClient("dialstream");
        services.AddHttpClient("dialstream-v2");
        services.AddHttpClient("github");
    })
    .Build();

host.Run();
