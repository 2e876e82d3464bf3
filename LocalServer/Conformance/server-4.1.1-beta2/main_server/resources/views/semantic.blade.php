<!doctype html>
<html lang="en">
<head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="{{ asset('favicon.png') }}" type="image/png">
    <title>BMLT Semantic Workshop</title>
    <script>
        const settings = {
            apiBaseUrl: '{{ $baseUrl }}'
        };
    </script>
    <script type="module" crossorigin src="{{ $jsAssetUrl }}"></script>
    <link rel="stylesheet" crossorigin href="{{ $cssAssetUrl }}">
</head>
<body>
<div id="app"></div>
</body>
</html>
