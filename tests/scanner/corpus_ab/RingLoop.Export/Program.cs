using System.Globalization;
using CsvHelper;
using Microsoft.Extensions.Configuration;
using RingLoop.Export;

var config = new ConfigurationBuilder()
    .AddJsonFile("appsettings.json", optional: false)
    .AddEnvironmentVariables(prefix: "EXPORT_")
    .Build();

var settings = config.GetSection("RingLoop").Get<RingLoopSettings>()
    ?? throw new InvalidOperationException("RingLoop section missing");
var outDir = config["Export:OutputDirectory"] ?? "./out";
Directory.CreateDirectory(outDir);

using var api = new RingLoopApi(settings);
using var cts = new CancellationTokenSource(TimeSpan.FromMinutes(10));

var page = 1;
while (true)
{
    var lists = await api.GetContactListsAsync(page, cts.Token);
    if (lists.Count == 0) break;
    foreach (var list in lists)
    {
        var contacts = await api.GetContactsAsync(list.Id, cts.Token);
        await using var writer = new StreamWriter(Path.Combine(outDir, $"{list.Id}.csv"));
        await using var csv = new CsvWriter(writer, CultureInfo.InvariantCulture);
        await csv.WriteRecordsAsync(contacts, cts.Token);
        Console.WriteLine($"exported {contacts.Count} contacts from '{list.Name}'");
    }
    page++;
}
